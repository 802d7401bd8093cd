// FLAGS: -rdc=true
template <typename T> __device__ constexpr T v1 = T(1);
template <typename T> __device__ const T v2 = T(1);
template <typename T> static __device__ T v3 = T(1);
template <typename T> __device__ T v4 = T(1);
template <typename T> __constant__ constexpr T v5 = T(1);
template <typename T> static __device__ constexpr T v6 = T(1);
template <typename T> __device__ T v7;
namespace { template <typename T> __device__ T v8 = T(1); template <typename T> __device__ constexpr T v9 = T(1); }
__device__ constexpr float c1 = 1;
__global__ void k(float *o) { o[0] = v1<float> + v2<float> + v3<float> + v4<float> + v5<float> + v6<float> + v7<float>+v8<float>+v9<float>; }
