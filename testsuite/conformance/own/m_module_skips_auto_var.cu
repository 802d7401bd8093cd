// FLAGS:
__device__ auto d = 3;
__device__ int e = 4;
