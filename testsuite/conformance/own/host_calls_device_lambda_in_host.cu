// DESC: plain lambda inside a host function calling a __device__ function
__device__ int dev(int x) { return x; }
int h() {
  auto l = [](int v) { return dev(v); };
  return l(2);
}
