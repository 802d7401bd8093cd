// DESC: a lambda without an execution space of its own is in its enclosing function's: __shared__ and static __device__ locals are fine in one in a kernel, calls of device functions from one in a host function or a host device function are not
__device__ int dev(int x) { return x; }
__global__ void k(int *p) {
  auto l = [] (int v) { __shared__ int s; s = v; return dev(s); };
  p[0] = l(1);
  auto m = [] { static __device__ int c; return c; };
  p[1] = m();
}
__host__ __device__ int hd(int v) {
  auto l = [] (int x) { return dev(x); };
  return l(v);
}
void host() {
  auto l = [] (int x) { __shared__ int s; return dev(x) + s; };
  (void)l;
}
