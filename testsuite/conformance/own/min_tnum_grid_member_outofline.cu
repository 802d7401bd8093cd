// DESC: launch in out-of-line member fn
__global__ void k(int n) { }
struct R { int n; void run(); };
void R::run() { k<<<n, 32>>>(n); }
