__device__ unsigned long long g_clock;
__device__ long long g_ll;
__device__ unsigned g_u;
__global__ void k(unsigned long long *p) {
  g_clock = clock64();
  g_ll = clock64();
  g_u = clock();
  unsigned long long t = clock64();
  long long t2 = clock64();
  p[0] = clock64() - t;
  p[1] = t2;
  unsigned int c = clock();
  g_clock = __popc(c);
  g_u = __popcll(c);
  g_ll = __float2int_rn(1.5f);
  p[2] = __brev(c);
}
