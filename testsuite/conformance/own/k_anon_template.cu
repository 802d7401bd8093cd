// DESC: templated kernel in anonymous namespace
namespace {
template <typename T> __global__ void k(T *p, T v) { p[threadIdx.x] = v; }
}
void h(int *a, float *b) { k<<<1, 32>>>(a, 3); k<float><<<1, 32>>>(b, 1.0f); }
