struct S {
  template <class T> __device__ __maxnreg__(32) void f(T) {}
  template <class T> __device__ __cluster_dims__(2) void g(T) {}
  template <class T> __device__ __launch_bounds__(32) void h(T) {}
  __device__ __maxnreg__(32) void m() {}
};
template <int N> __device__ __maxnreg__(N) void fm() {}
template <int N> __device__ __cluster_dims__(N, 1, 1) void fc() {}
template <int N> __device__ __launch_bounds__(N) void fl() {}
template <class T> __device__ __maxnreg__(16) void ft(T) {}
__global__ void k() { fm<4>(); S s; s.f(1); }
