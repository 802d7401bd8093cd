// FLAGS: -std=c++20 --expt-relaxed-constexpr
// DESC: constexpr virtual (implicitly HD under relaxed constexpr) overridden by __device__
struct B { constexpr virtual int f() const { return 0; } };
struct D : B { __device__ int f() const override { return 1; } };
