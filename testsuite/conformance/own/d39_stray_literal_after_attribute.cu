__device__ int q;
__device__ 7 int



a;
