// DESC: __device__ int x; defined twice
__device__ int x;
__device__ int x;
