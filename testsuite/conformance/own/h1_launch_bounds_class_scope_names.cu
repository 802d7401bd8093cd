// DESC: cufe's own case (recorded with the real cudafe++ 13.5): launch-bounds arguments of member and friend kernels may name the enclosing class template's parameters and the class's members (no "identifier is undefined"); the member kernel errors remain
template <int N> struct R {
  __device__ void __launch_bounds__(N) m() {}
  static __global__ void __launch_bounds__(N, 2) k() {}
  friend __global__ void __launch_bounds__(N) kf(R<N>) {}
};
template <int N> struct Outer {
  struct Inner { static __global__ void __launch_bounds__(N) k() {} };
  template <int M> static __global__ void __maxnreg__(M + N) k2() {}
};
struct S {
  static constexpr int B = 64;
  static __global__ void __launch_bounds__(B) k() {}
};
