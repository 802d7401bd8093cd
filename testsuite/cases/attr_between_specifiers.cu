static __device__ inline int f() { return 1; }
