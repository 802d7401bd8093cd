struct S {
  __device__ void a();
  __host__ __device__ int b() const { return 0; }
  static __device__ int c(int);
};
