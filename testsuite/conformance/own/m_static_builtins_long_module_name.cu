static __device__ int s1(int a) { return a; }
static __device__ int s2(int a) { return a; }
int a_rather_long_global_name = 1;
void h(int *p) {
  p[0] = s1(1);
  p[1] = s2(2);
  p[2] = __shfl_sync(0xffffffffu, p[0], 0);
  atomicExch(p, 1);
  atomicAdd(p, 1);
  __syncthreads();
}
