// FLAGS: -rdc=true
namespace outer { namespace { template <int N> __global__ void bk(int *p) { *p = N; } } }
void h(int *p) { outer::bk<2><<<1, 1>>>(p); }
