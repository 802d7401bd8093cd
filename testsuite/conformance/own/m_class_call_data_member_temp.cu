struct V { float a, b; }; struct W { V v; };
__device__ V mk(float x) { V v; v.a = x; v.b = x; return v; }
static __device__ V g;
__global__ void k(V *out, W *wp, int j, float x) { out[0].a = mk(x).a; }
