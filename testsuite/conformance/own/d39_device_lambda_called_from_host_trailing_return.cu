// FLAGS: --extended-lambda
void run() {
  auto f = [] __device__ (int x) -> int { return x * 2; };
  f(3);
}
