// DESC: VALID: __nv_pure__ on a device function called from a kernel
__device__ __nv_pure__ int sq(int x) { return x * x; }
__global__ void k(int *o) { o[0] = sq(3); }
