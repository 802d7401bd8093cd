// DESC: a function that exists (external linkage) calling inline functions, which call others: the runtime calls and __PRETTY_FUNCTION__ uses they reach count in the stub's temporaries
inline int inner(void **p) { return cudaMemsetAsync(*p, 0, 4, 0); }
inline int outer(void **p) { return inner(p); }
inline const char *where() { return __PRETTY_FUNCTION__; }
static int attr() { int v; cudaDeviceGetAttribute(&v, cudaDevAttrMaxThreadsPerBlock, 0); return v; }
struct Pool {
  void *grab() { void *q; cudaMalloc(&q, 64); return q; }
};
inline int unused_alloc(void **p) { return cudaMalloc(p, 8); }
int entry(void **p) { Pool pool; pool.grab(); return outer(p) + (where() != 0) + attr(); }
__global__ void k(int *o) { o[0] = 1; }
