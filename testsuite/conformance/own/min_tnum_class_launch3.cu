// DESC: launch from two members
__global__ void k(float *d, int n) { }
struct R { float *d; int n; void run() { k<<<1, 1>>>(d, n); } void run2() { k<<<1, 1>>>(d, n); } };
