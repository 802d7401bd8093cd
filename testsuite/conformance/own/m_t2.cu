// DESC: cufe's own case (recorded with the real cudafe++ 13.5): t2
struct S {
  static __device__ int counter;
  __device__ static void inc();
  __host__ __device__ ~S() {}
  virtual __device__ void v();
};
__device__ void S::inc() { counter++; }
__global__ void k() { S::inc(); }
void h() { S::inc(); }
