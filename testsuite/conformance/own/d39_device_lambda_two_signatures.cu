// FLAGS: --extended-lambda
void run() {
  auto a = [] __device__ (int x) { return x; };
  auto b = [] __device__ (double d) { return d; };
  b(1.0);
  a(2);
}
