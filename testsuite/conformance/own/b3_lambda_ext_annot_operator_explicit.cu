// FLAGS: --extended-lambda
// DESC: lambda with both __device__ and mutable and trailing return
void h() {
  int a = 1;
  auto l = [a] __device__ () mutable -> int { return ++a; };
}
