// DESC: struct with method launching kernel on its data and ctor/dtor calling cuda API
__global__ void zero(float *d, int n) { int i = threadIdx.x; if (i < n) d[i] = 0; }
struct DevBuf {
  float *d = nullptr; int n;
  explicit DevBuf(int n_) : n(n_) { cudaMalloc(&d, n * sizeof(float)); }
  ~DevBuf() { cudaFree(d); }
  void clear() { zero<<<(n + 31) / 32, 32>>>(d, n); }
};
void h() { DevBuf b(100); b.clear(); }
