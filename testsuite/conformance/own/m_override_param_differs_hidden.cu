struct B { __device__ virtual void f(int); };
struct D : B { __device__ void f(long) override; };
__global__ void k() {}
