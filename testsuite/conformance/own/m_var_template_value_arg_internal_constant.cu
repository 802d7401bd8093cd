template <typename T, int N> __constant__ const T v = T(N);
template <typename T> __device__ T w = T(2);
__global__ void k(float *o) { o[0] = v<float, 3> + w<double>; }
