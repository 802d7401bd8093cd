// DESC: __host__ __device__ function template calling a __device__ function, instantiated from host
__device__ int dev(int x) { return x; }
template <typename T> __host__ __device__ T hd(T x) { return dev(x); }
int use() { return hd(1); }
