__shared__ int x;
__device__ int x;
