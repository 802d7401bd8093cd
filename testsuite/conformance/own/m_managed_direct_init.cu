__managed__ int m;
int h() { int y(m); int w(m + 1); float f(m); return y + w; }
