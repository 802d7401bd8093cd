// FLAGS: --extended-lambda
// DESC: extended __host__ __device__ lambda with an init-capture
void h() {
  int a = 1;
  auto l = [b = a] __host__ __device__ () { return b; };
  l();
}
