// DESC: module id: __device__ float with init then kernel
__device__ float dv = 3.0f;
__global__ void k(float *o) { o[0] = dv; }
