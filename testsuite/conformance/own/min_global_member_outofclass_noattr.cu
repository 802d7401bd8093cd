// DESC: static __global__ member defined out of class with no annotation
struct S {
  __global__ static void k();
};
void S::k() {}
