// DESC: [[gnu::constant]] on a variable read from a kernel
[[gnu::constant]] int c = 5;
__global__ void k(int *o) { o[0] = c; }
