namespace n { __constant__ float scale; }
__device__ void set(float v) { n::scale = v; }
template <class T> __global__ void k(T v) { n::scale = v; }
