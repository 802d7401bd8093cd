// DESC: __device__ and __constant__ variable templates with initializers, used only in a kernel
template <typename T> __device__ T one = T(1);
template <typename T> __constant__ T two = T(2);
__global__ void k(float *p) { p[0] = one<float> + two<float>; }
