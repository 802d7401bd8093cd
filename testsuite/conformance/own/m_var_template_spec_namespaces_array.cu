namespace n { template <typename T> __device__ T v = T(1);
template <> __device__ int v<int> = 7; }
template <> __device__ float n::v<float> = 2;
namespace { template <typename T> __device__ T w = T(1);
template <> __device__ int w<int> = 7; }
template <typename T, int N> __constant__ T a[N];
template <> __constant__ int a<int, 4>[4] = {1, 2, 3, 4};
__global__ void k(float *o) { o[0] = n::v<int> + w<int> + a<int, 4>[1]; }
