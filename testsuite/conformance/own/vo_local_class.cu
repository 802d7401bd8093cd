// DESC: local class inside a __device__ function overriding host virtual
struct B { virtual int f() { return 0; } };
__device__ void g() { struct L : B { __device__ int f() override { return 1; } }; }
