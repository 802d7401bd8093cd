__device__ int dv = 3;
