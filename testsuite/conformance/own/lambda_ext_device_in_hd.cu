// FLAGS: --extended-lambda
// DESC: extended __device__ lambda defined inside an extended __host__ __device__ lambda
void h() {
  auto outer = [] __host__ __device__ () {
    auto inner = [] __device__ () { return 1; };
    return 0;
  };
  outer();
}
