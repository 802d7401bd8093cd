// DESC: kernel template redeclared with __grid_constant__ on two other parameters
struct P { int a[4]; };
template <typename T> __global__ void k(const __grid_constant__ T a, const T b, const T c);
template <typename T> __global__ void k(const T a, const __grid_constant__ T b, const __grid_constant__ T c) {}
