// DESC: automatic __constant__ variable inside a host function
int h() { __constant__ int c = 1; return c; }
