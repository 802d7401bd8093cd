// DESC: __host__ __device__ lambda inside a kernel without --extended-lambda
__global__ void k(int *p) {
  auto l = [] __host__ __device__ (int x) { return x; };
  *p = l(1);
}
