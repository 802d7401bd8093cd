// DESC: static __global__ member of a class template
template <typename T> struct S {
  __global__ static void k(T *p) {}
};
