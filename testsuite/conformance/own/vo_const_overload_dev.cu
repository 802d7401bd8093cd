// DESC: override of const-qualified host virtual by __device__ const
struct B { virtual int f() const { return 0; } };
struct D : B { __device__ int f() const override { return 1; } };
