// DESC: module id: only a __device__ auto variable
__device__ auto dv = 3.0f;
