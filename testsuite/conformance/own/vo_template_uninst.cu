// DESC: class template derived overrides host virtual with __device__, never instantiated
struct B { virtual int f() { return 0; } };
template <typename T> struct D : B { __device__ int f() override { return 1; } };
