// FLAGS: --extended-lambda
// DESC: lambda annotated __host__ only calling a __device__ function
__device__ int dev(int x) { return x; }
void h() {
  auto l = [] __host__ (int x) { return dev(x); };
  l(1);
}
