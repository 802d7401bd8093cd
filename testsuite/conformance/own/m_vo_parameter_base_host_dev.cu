// DESC: override in class template with dependent base, instantiated with host base
struct HB { virtual int f() { return 0; } };
template <typename Base> struct D : Base { __device__ int f() override { return 1; } };
D<HB> d;
