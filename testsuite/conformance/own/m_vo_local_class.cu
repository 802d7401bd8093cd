// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a local class's overrides are checked like any other's (bases at namespace scope or local classes before it; an unannotated member is __host__ whatever function the class stands in, a function template included)
struct B { __device__ virtual int f() { return 0; } };
struct H { virtual int f() { return 0; } };
struct HD { __host__ __device__ virtual int f() { return 0; } virtual int g() { return 0; } };
__device__ void d1() { struct L : H { int f() override { return 1; } }; }
void h1() { struct L : HD { int f() override { return 1; } __device__ int g() override { return 2; } }; }
namespace ns { void h2() { struct M : B { int f() override { return 1; } }; struct N : M { __device__ int f() override { return 1; } }; } }
__host__ __device__ void hd() { struct P : B { int f() override { return 1; } }; }
template <typename T> void tf() { struct Q : B { int f() override { return 1; } }; }
__global__ void k() { struct R : H { int f() override { return 1; } }; }
