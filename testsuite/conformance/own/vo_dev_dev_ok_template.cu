// DESC: VALID: template hierarchy, __device__ base and __device__ override used from a kernel
template <typename T> struct B { __device__ virtual T f() { return 0; } };
template <typename T> struct D : B<T> { __device__ T f() override { return 1; } };
__global__ void k(int *o) { D<int> d; o[0] = d.f(); }
