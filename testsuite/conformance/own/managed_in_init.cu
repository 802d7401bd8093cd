// DESC: managed in initializers, returns, conditions
__managed__ int flag;
__managed__ unsigned cnt;
bool h() { int x = flag; if (flag) return true; while (cnt < 10) cnt++; int y(cnt), z{(int)cnt}; return x + y + z > 0 && !flag; }
