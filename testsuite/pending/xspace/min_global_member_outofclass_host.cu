// DESC: static __global__ member defined out of class with __host__
struct S {
  __global__ static void k();
};
__host__ void S::k() {}
