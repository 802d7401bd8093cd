// DESC: cufe's own case (recorded with the real cudafe++ 13.5): stub order of kernels, instances and namespaces
namespace a { __global__ void ka(int x) {} template <class T> __global__ void ta(T x) {} }
__global__ void g1(int x) {}
template <class T> __global__ void tg(T x) {}
namespace b { __global__ void kb(int x) {} }
__global__ void g2(int x) {}
namespace outer { namespace inner { __global__ void k(int *p) {} } __global__ void k2(int *p) {} }
void h() { tg<int><<<1,1>>>(1); a::ta<float><<<1,1>>>(1.0f); g1<<<1,1>>>(1); tg<char><<<1,1>>>('a'); }
