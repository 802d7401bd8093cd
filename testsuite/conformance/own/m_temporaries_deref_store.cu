// Temporaries cicc makes (the stub callback's __T<n>): a store through a
// pointer of a call returning a class, make_float3, and a launch whose
// configuration converts ints to dim3.
struct S { int a, b; };
__device__ S fs() { S s = {1, 2}; return s; }
__device__ S *gp() { return 0; }
__global__ void store(S *p, S **pp) { *p = fs(); *(p + 1) = fs(); **pp = fs(); *gp() = fs(); p[2] = fs(); }
__global__ void vec(float3 *p, float v) { *p = make_float3(v, v, v); }
int main(void)
{
  int grid = 2, block = 32;
  S *p = 0;
  store<<<grid, block>>>(p, 0);
  return 0;
}
