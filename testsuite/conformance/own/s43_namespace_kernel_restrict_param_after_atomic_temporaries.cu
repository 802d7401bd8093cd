namespace hist {
constexpr int kBins = 64;
struct Range { float lo, hi; __host__ __device__ int bin(float v) const { int b = (int)((v - lo) / (hi - lo) * kBins); return b < 0 ? 0 : (b >= kBins ? kBins - 1 : b); } };
__global__ void count(const float *__restrict__ x, int n, Range r, unsigned int *bins) {
  __shared__ unsigned int local[kBins];
  for (int i = threadIdx.x; i < kBins; i += blockDim.x) local[i] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&local[0], 1u);
  __syncthreads();
  for (int i = threadIdx.x; i < kBins; i += blockDim.x) atomicAdd(&bins[i], local[i]);
}
}
int main() { hist::count<<<1, 1>>>(0, 0, hist::Range{0.f, 1.f}, 0); }
