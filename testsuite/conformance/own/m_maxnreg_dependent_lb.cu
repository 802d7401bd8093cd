// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a __maxnreg__ whose argument depends on a template parameter (R, R + 1, sizeof(T)) excludes no __launch_bounds__ (#3846), in either order, across declarations and after instantiation; a dependent __launch_bounds__ with a fixed __maxnreg__ (or a constexpr one) still does
template <typename T> __global__ void __launch_bounds__(64) __maxnreg__(sizeof(T) * 8) k1(T *p) { p[0] = 1; }
template <int R> __global__ void __maxnreg__(R) __launch_bounds__(64) k2(int *p) { p[0] = 1; }
template <int R> __global__ void __launch_bounds__(R) __maxnreg__(32) k3(int *p) { p[0] = 1; }
template <int R> __global__ void __launch_bounds__(64) __maxnreg__(R + 1) k5(int *p) { p[0] = 1; }
template __global__ void k5<3>(int *);
template <int R> __global__ void __maxnreg__(R) k6(int *p);
template <int R> __global__ void __launch_bounds__(64) k6(int *p) { p[0] = 1; }
constexpr int N = 4;
template <int R> __global__ void __launch_bounds__(64) __maxnreg__(N) k7(int *p) { p[0] = 1; }
__global__ void plain(int *p) { p[0] = 2; }
