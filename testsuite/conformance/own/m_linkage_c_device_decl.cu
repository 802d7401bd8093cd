extern __device__ int dv;
extern "C" __device__ int dc;
extern "C" int xc;
extern "C" int xci = 1;
extern "C++" extern "C" int both;
__global__ void k(int *o) { o[0] = dv + dc; }
