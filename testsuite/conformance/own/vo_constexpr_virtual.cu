// FLAGS: -std=c++20
// DESC: constexpr virtual host function overridden by __device__ function
struct B { constexpr virtual int f() const { return 0; } };
struct D : B { __device__ int f() const override { return 1; } };
