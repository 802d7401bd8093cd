// DESC: __inline_hint__ together with __noinline__
__device__ __inline_hint__ __noinline__ int f(int x) { return x; }
