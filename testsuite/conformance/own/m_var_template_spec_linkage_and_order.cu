template <typename T> __device__ const T c = T(1);
template <> __device__ const int c<int> = 5;
template <typename T> __device__ constexpr T e = T(1);
template <> __device__ constexpr int e<int> = 6;
template <typename T> __device__ T v = T(1);
template <> __device__ int v<int> = {7};
template <> __device__ float v<float>;
__global__ void k(float *o) { o[0] = c<int> + e<int> + v<int> + v<float> + v<char>; }
template <> __device__ double v<double> = 3;
