struct V { float a, b; }; struct W { V v; };
__device__ V mk(float x) { V v; v.a = x; v.b = x; return v; }
__device__ V *gp;
__global__ void k1(V *out, W *wp, int j, float x) { out[threadIdx.x] = mk(x); gp[0] = mk(x); }
__global__ void k2(V *out, W *wp, int j, float x) { W *q = wp; q->v = mk(x); V &r = out[j]; r = mk(x); }
