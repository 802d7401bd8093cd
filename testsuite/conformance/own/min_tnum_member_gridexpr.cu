// DESC: launch with member grid expression
__global__ void k(int n) { }
struct R { int n; void run() { k<<<n, 32>>>(n * 2); } };
