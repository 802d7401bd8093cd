struct A { __device__ virtual void f(); };
typedef A AA;
struct D : AA { void f(); };
__global__ void k() {}
