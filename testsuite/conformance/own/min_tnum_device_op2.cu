// DESC: device compound op returning reference
struct C { float r; };
__device__ C &inc(C &a) { a.r += 1; return a; }
__global__ void k(C *c) { inc(c[0]); }
