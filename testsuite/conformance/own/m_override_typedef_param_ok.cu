typedef int I;
struct B { __host__ __device__ virtual void f(I); };
struct D : B { __host__ __device__ void f(int) override; };
__global__ void k() {}
