// DESC: static __global__ member declared in class, defined out of class with __device__
struct S {
  __global__ static void k();
};
__device__ void S::k() {}
