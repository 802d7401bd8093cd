typedef struct { float re, im; } cplx;
typedef union { int i; float f; } bits;
struct Named { int v; };
namespace ns { typedef struct { double d; } wrap; }
template <typename T> __global__ void k3(T *p, int n) { if ((int)threadIdx.x < n) p[threadIdx.x] = p[0]; }
template <typename T> __global__ void byval(T v, int *out) { *out = sizeof(v); }
__global__ void plain(cplx *c, bits *b) { }
void f(void *p, int *o) {
  k3<<<1, 64>>>((cplx *)p, 64);
  k3<<<1, 64>>>((bits *)p, 64);
  k3<<<1, 64>>>((Named *)p, 64);
  k3<<<1, 64>>>((ns::wrap *)p, 64);
  cplx c = {1.0f, 2.0f};
  byval<<<1, 1>>>(c, o);
  byval<cplx><<<1, 1>>>(c, o);
  plain<<<1, 1>>>((cplx *)p, (bits *)p);
}
