// FLAGS: --extended-lambda
// DESC: extended __host__ __device__ lambda defined in a kernel, calling a __device__ function
__device__ int dev(int x) { return x; }
__global__ void k(int *p) {
  auto l = [] __host__ __device__ (int x) { return dev(x); };
  *p = l(1);
}
