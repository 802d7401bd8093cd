// DESC: extern C block with kernel and device fn
extern "C" {
__global__ void k1(float *p) { }
__device__ float df(float x) { return x; }
}
void h(float *p) { k1<<<1, 1>>>(p); }
