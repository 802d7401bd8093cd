struct B { __device__ void f(); };
struct D : B { __device__ void f() override; };
__global__ void k() {}
