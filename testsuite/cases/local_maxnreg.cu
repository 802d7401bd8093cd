__device__ int __local_maxnreg__(16) f(int x) { return x; }
