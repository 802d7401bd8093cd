template <unsigned B> __device__ void v(volatile float *p, unsigned t) { }
template <unsigned B> __global__ void k(unsigned t) { extern __shared__ float s[]; v<B>(s, t); }
void go() { k<4><<<1,1>>>(2); }
