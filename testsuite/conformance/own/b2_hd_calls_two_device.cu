// DESC: __host__ __device__ function calling two different __device__ functions
__device__ int a(int x) { return x; }
__device__ int b(int x) { return -x; }
__host__ __device__ int hd(int x) {
  int r = a(x);
  return r + b(x);
}
