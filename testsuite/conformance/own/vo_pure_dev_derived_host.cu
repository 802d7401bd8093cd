// DESC: pure virtual __device__ function overridden by a host function
struct B { __device__ virtual int f() = 0; };
struct D : B { int f() override { return 1; } };
