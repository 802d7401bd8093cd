typedef unsigned int uint;
__device__ void sink(void *);
__global__ void k(uint *d, uint start) {
  __shared__ uint s[4];
  __shared__ __align__(16) uint t[4];
  uint loc[2];
  s[0] = 1;
  t[1] = 2;
  loc[1] = 2;
  d[0] = 3;
  d[1] = d[(0) + start] + s[0] + t[1] + loc[1];
  s[1] = d[0 + start];
  sink(loc);
}
