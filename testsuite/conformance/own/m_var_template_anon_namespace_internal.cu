namespace { template <typename T> __device__ T v = T(1); }
__global__ void k(float *o) { o[0] = v<float>; }
