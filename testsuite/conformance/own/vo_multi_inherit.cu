// DESC: derived overrides functions from two bases with different spaces
struct A { __device__ virtual int f() { return 0; } };
struct B { virtual int f() { return 0; } };
struct D : A, B { __host__ __device__ int f() override { return 1; } };
