// DESC: __device__ const variable template (internal linkage) used in a kernel
template <typename T> __device__ const T one = T(1);
__global__ void k(float *o) { o[0] = one<float>; }
