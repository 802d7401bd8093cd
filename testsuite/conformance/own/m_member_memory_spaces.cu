struct S { __managed__ int m; __shared__ int x; __constant__ int c; int y; };
__global__ void k() {}
int h(S &s) { return s.m + s.x + s.c + s.y; }
