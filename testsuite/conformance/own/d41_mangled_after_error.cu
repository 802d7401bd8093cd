// DESC: a unit with several independent mistakes
__device__ int helper(int x) { return x + 1; }
__global__ int compute(int *p) { p[0] = 1; return 0; }
__device__ void __launch_bounds__(64) tiny(int *p) { p[0] = 2; }
int main() {
  int *p = nullptr;
  compute(p);
  return helper(3);
}
