// DESC: __device__ on a typedef
typedef __device__ int dint;
