// DESC: static __global__ member defined out of class with __host__ __device__
struct S {
  __global__ static void k();
};
__host__ __device__ void S::k() {}
