// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a kernel template's reference parameter is a reference in its wrapper (T &r, const T &r, int &&r), and the stub's wrapper specialization takes it as that reference and passes its address (__cudaAddressOf((const int &)__cuda_0))
int plain(int x) { return x + 1; }
template <typename T> __global__ void k1(T &r) {}
template <typename T> __global__ void k2(const T &r, T *const p, const T *const *pp) {}
struct Cfg { int n; float s; };
template <typename T> __global__ void k3(const Cfg &c, T *out) {}
template <typename T> __global__ void k4(T *p, int &&r) {}
void h(int *p, const int *const *pp, float *o) { int v = 1; k1<<<1, 1>>>(v); k2<<<1, 1>>>(v, p, pp); Cfg c{2, 1.5f}; k3<<<1, 1>>>(c, o); }
