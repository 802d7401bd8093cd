// DESC: explicit specialization of a __device__ variable template without init
template <typename T> __device__ T v;
template <> __device__ int v<int>;
__global__ void k(int *o) {}
