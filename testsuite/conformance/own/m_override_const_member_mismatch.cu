struct B { __host__ __device__ virtual int g() const; };
struct D : B { __host__ __device__ int g() override; };
__global__ void k() {}
