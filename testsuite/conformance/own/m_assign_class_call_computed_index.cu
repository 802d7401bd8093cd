struct V { float a, b; }; struct W { V v; };
__device__ V mk(float x) { V v; v.a = x; v.b = x; return v; }
__global__ void k(V *out, int j, float x) { out[j + 1] = mk(x); }
