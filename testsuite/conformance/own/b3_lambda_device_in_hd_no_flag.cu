// DESC: __device__ lambda inside a __host__ __device__ function without --extended-lambda
__host__ __device__ int hd() {
  auto l = [] __device__ () { return 1; };
  return 0;
}
