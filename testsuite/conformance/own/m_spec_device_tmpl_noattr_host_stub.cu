// DESC: explicit specialization of a __device__ template without annotation (not called)
template <typename T> __device__ T id(T x) { return x; }
template <> int id<int>(int x) { return x + 1; }
__global__ void k(int *p) { *p = id(1); }
