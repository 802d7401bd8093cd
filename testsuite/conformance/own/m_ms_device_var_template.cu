// DESC: __device__ variable template used from a kernel and read from host code
template <typename T> __device__ T scale = T(2);
__global__ void k(float *p) { p[0] = scale<float>; }
float h() { return scale<float>; }
