// DESC: __host__ __device__ template calling a host function, instantiated from a kernel
int host_fn(int x) { return x; }
template <typename T> __host__ __device__ T hd(T x) { return host_fn(x); }
__global__ void k(int *p) { *p = hd(1); }
