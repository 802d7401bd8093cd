// DESC: unknown leading GNU attribute on a __device__ variable
__attribute__((frobnicate)) __device__ int v;
