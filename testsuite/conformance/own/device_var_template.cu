// FLAGS: -std=c++17
// DESC: device variable template and constexpr
template <typename T> __device__ T dzero = T(0);
constexpr int N = 16;
__constant__ int tab[N];
__global__ void k(float *p) { p[0] = dzero<float> + tab[N - 1]; }
