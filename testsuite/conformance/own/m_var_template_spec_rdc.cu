// FLAGS: -rdc=true
template <typename T> __device__ const T c = T(1);
template <> __device__ const int c<int> = 5;
template <typename T> __device__ T v = T(1);
template <> __device__ int v<int> = 7;
namespace { template <typename T> __device__ T w = T(1);
template <> __device__ int w<int> = 7; }
__global__ void k(float *o) { o[0] = c<int> + v<int> + w<int>; }
