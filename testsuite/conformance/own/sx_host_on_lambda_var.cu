// DESC: __host__ __device__ on a namespace-scope variable
__host__ __device__ int v;
