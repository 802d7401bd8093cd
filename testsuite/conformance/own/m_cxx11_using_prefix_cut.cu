// DESC: [[using gnu: device]] on a function
[[using gnu: device]] int f(int x) { return x; }
__global__ void k(int *o) { o[0] = f(1); }
