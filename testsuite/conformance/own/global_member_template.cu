// DESC: member function template declared __global__
struct S {
  template <typename T> __global__ void k(T t);
};
