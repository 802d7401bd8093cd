// DESC: host function template calling a __device__ function, instantiated
__device__ int dev(int x) { return x; }
template <typename T> T h(T x) { return dev(x); }
int use() { return h(1); }
