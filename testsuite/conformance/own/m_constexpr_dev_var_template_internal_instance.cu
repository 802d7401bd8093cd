// DESC: __device__ constexpr variable template used: internal linkage shadow name
template <typename T> __device__ constexpr T zero = T(0);
__global__ void k(float *o) { o[0] = zero<float>; }
