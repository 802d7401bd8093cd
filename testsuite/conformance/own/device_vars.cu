// DESC: device, constant, shared vars
__device__ int dv = 5;
__constant__ float cf[4] = {1, 2, 3, 4};
__device__ __constant__ int both;
static __device__ double sd;
__global__ void k(float *p) { __shared__ float tile[32]; tile[threadIdx.x] = cf[threadIdx.x % 4] + dv + sd + both; p[0] = tile[0]; }
