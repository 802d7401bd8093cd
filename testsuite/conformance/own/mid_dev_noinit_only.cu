// DESC: module id: only a __device__ int without init
__device__ int d;
