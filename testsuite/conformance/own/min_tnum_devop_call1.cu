// DESC: device fn taking class by value, one arg
struct C { float r; };
__device__ void use(C a) { }
__global__ void k(C *c) { use(c[1]); }
