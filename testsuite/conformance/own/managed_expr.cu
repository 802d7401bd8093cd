// DESC: managed var in host expressions
__managed__ int m;
__managed__ float f = 2.0f;
int h() { m = 3; m += 2; int x = m * 4 + (int)f; f = f * 2; return m > 4 ? x : -m; }
