// DESC: __device__ call in a plain if (false) branch of a host function
__device__ int dev(int x) { return x; }
int h(int x) {
  if (false) return dev(x);
  return x;
}
