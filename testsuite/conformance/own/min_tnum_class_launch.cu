// DESC: launch from member function
__global__ void k(int n) { }
struct R { int n; void run() { k<<<1, 1>>>(n); } };
