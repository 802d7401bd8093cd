template <typename T>
__global__ void down(T *p, int o) {
  T v = p[threadIdx.x];
  v = __shfl_down_sync(0xffffffffu, v, o);
  p[threadIdx.x] = v;
}
template <typename T>
__global__ void unused(const T *p, T *q) { q[0] = __shfl_xor_sync(0xffffffffu, p[threadIdx.x], 1); }
template <typename T>
__global__ void xr(T *p) {
  T s = p[threadIdx.x];
  for (int m = 16; m > 0; m >>= 1) s += __shfl_xor_sync(0xffffffffu, s, m);
  p[0] = s;
}
__global__ void plain(int *p, int o) { p[0] = __shfl_down_sync(0xffffffffu, p[1], o); }
void h(void *q) {
  down<<<1, 32>>>((float *)q, 1);
  down<<<1, 32>>>((unsigned long *)q, 2);
  down<<<1, 32>>>((long long *)q, 1);
  down<float><<<1, 32>>>((float *)q, 3);
  xr<<<1, 32>>>((double *)q);
  xr<int><<<1, 32>>>((int *)q);
}
