// DESC: [[gnu::host, gnu::device]] on one function
[[gnu::host, gnu::device]] int f(int x) { return x; }
__global__ void k(int *o) { o[0] = f(1); }
