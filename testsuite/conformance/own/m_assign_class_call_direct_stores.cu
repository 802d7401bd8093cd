struct V { float a, b; }; struct W { V v; };
__device__ V mk(float x) { V v; v.a = x; v.b = x; return v; }
__device__ V ga[4];
__global__ void k1(V *out, W *wp, int j, float x) { out[j] = mk(x); wp->v = mk(x); wp[j].v = mk(x); (*wp).v = mk(x); }
__global__ void k2(V *out, int j, float x) { const int c = 2; out[c] = mk(x); ga[j] = mk(x); W w; w.v = mk(x); V a[2]; a[j] = mk(x); out[1] = a[0]; }
