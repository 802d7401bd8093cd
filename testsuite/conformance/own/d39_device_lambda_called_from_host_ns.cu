// FLAGS: --extended-lambda
namespace ns {
int run(int v) {
  auto f = [v] __device__ (float y) { return v + y; };
  return (int)f(1.0f);
}
}
