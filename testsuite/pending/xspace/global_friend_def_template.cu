// DESC: __global__ function template defined in a friend declaration
class C {
  template <typename T> friend __global__ void k(T t) {}
};
