__global__ void histogram(const int *data, int *bins, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    namespace detail { constexpr int nbins = 64; }
    atomicAdd(&bins[data[i] & 63], 1);
  }
}
