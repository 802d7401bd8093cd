// FLAGS: --extended-lambda
// DESC: extended __host__ __device__ lambda (never called) calling a __device__ function
__device__ int dev(int x) { return x; }
void h() {
  auto l = [] __host__ __device__ (int x) { return dev(x); };
}
