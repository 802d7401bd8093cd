// DESC: automatic __constant__ variable inside a __device__ function
__device__ int f(int a) { __constant__ int c = 3; return c + a; }
