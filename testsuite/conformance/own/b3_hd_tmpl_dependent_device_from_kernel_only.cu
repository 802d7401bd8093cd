// DESC: __host__ __device__ template calling a dependent __device__ member, instantiated only from a kernel
struct D { __device__ int f() const { return 1; } };
template <typename T> __host__ __device__ int call(const T &t) { return t.f(); }
__global__ void k(int *p) { D d; *p = call(d); }
