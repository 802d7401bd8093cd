// DESC: static member function template declared __global__
struct S {
  template <typename T> __global__ static void k(T t) {}
};
