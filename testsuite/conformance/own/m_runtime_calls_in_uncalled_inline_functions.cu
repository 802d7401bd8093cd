// DESC: runtime calls, __PRETTY_FUNCTION__ and the calls of inline/static host functions nothing calls make no device code: the stub's temporaries start at __T0
inline int attr() { int v; cudaDeviceGetAttribute(&v, cudaDevAttrMaxThreadsPerBlock, 0); return v; }
static int alloc_unused(void **p) { return cudaMalloc(p, 16); }
inline const char *where() { return __PRETTY_FUNCTION__; }
inline int chain_inner(void **p) { return cudaMemsetAsync(*p, 0, 4, 0); }
inline int chain_outer(void **p) { return chain_inner(p); }
struct Pool {
  void *grab() { void *q; cudaMalloc(&q, 64); return q; }
};
__global__ void k(int *o) { o[0] = 1; }
