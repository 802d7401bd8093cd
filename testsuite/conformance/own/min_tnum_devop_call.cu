// DESC: device fn taking class by value called in kernel
struct C { float r; };
__device__ C mul(C a, C b) { return a; }
__global__ void k(C *c) { c[0] = mul(c[1], c[2]); }
