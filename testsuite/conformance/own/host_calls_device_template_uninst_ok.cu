// DESC: VALID: host template calling a __device__ function, never instantiated
__device__ int dev(int x) { return x; }
template <typename T> T h(T x) { return dev(x); }
