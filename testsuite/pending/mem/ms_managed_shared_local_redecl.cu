// DESC: __device__ variable redeclared as __constant__
__device__ int x;
__constant__ int x;
