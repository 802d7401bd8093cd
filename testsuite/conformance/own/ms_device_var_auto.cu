// DESC: VALID: __device__ auto variable with deduced type
__device__ auto dv = 3.0f;
__global__ void k(float *o) { o[0] = dv; }
