// DESC: VALID: __device__ call inside sizeof/decltype in host code (unevaluated)
__device__ int dev(int x) { return x; }
unsigned long h() { decltype(dev(1)) v = 0; return sizeof(dev(2)) + v; }
