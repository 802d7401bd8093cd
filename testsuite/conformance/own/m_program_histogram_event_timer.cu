#include <cstdio>
#include <cstdlib>
#include <vector>
#include <random>
#include <algorithm>
#include <numeric>

#define NUM_BINS 256

static inline void check(cudaError_t err, const char *msg) {
  if (err != cudaSuccess) {
    fprintf(stderr, "%s: %s\n", msg, cudaGetErrorString(err));
    std::exit(EXIT_FAILURE);
  }
}

__global__ void histogramGlobal(const unsigned char *data, unsigned int *bins, size_t n) {
  size_t idx = blockIdx.x * static_cast<size_t>(blockDim.x) + threadIdx.x;
  size_t stride = static_cast<size_t>(blockDim.x) * gridDim.x;
  for (; idx < n; idx += stride) atomicAdd(&bins[data[idx]], 1u);
}

__global__ void histogramShared(const unsigned char *__restrict__ data,
                                unsigned int *__restrict__ bins, size_t n) {
  __shared__ unsigned int local[NUM_BINS];
  for (int i = threadIdx.x; i < NUM_BINS; i += blockDim.x) local[i] = 0;
  __syncthreads();
  size_t idx = blockIdx.x * static_cast<size_t>(blockDim.x) + threadIdx.x;
  size_t stride = static_cast<size_t>(blockDim.x) * gridDim.x;
  while (idx < n) {
    atomicAdd(&local[__ldg(&data[idx])], 1u);
    idx += stride;
  }
  __syncthreads();
  for (int i = threadIdx.x; i < NUM_BINS; i += blockDim.x)
    if (local[i]) atomicAdd(&bins[i], local[i]);
}

class Timer {
 public:
  Timer() {
    cudaEventCreate(&start_);
    cudaEventCreate(&stop_);
  }
  ~Timer() {
    cudaEventDestroy(start_);
    cudaEventDestroy(stop_);
  }
  void begin(cudaStream_t s = 0) { cudaEventRecord(start_, s); }
  float end(cudaStream_t s = 0) {
    cudaEventRecord(stop_, s);
    cudaEventSynchronize(stop_);
    float ms = 0.0f;
    cudaEventElapsedTime(&ms, start_, stop_);
    return ms;
  }

 private:
  cudaEvent_t start_;
  cudaEvent_t stop_;
};

int main() {
  const size_t n = 64 * 1024 * 1024;
  std::vector<unsigned char> h(n);
  std::mt19937 rng(1234);
  std::uniform_int_distribution<int> dist(0, NUM_BINS - 1);
  std::generate(h.begin(), h.end(), [&]() { return static_cast<unsigned char>(dist(rng)); });

  std::vector<unsigned int> ref(NUM_BINS, 0);
  for (unsigned char c : h) ref[c]++;

  unsigned char *d_data = nullptr;
  unsigned int *d_bins = nullptr;
  check(cudaMalloc(&d_data, n), "malloc data");
  check(cudaMalloc(&d_bins, NUM_BINS * sizeof(unsigned int)), "malloc bins");
  check(cudaMemcpy(d_data, h.data(), n, cudaMemcpyHostToDevice), "copy in");

  int device = 0, smCount = 0;
  cudaGetDevice(&device);
  cudaDeviceGetAttribute(&smCount, cudaDevAttrMultiProcessorCount, device);

  Timer timer;
  check(cudaMemset(d_bins, 0, NUM_BINS * sizeof(unsigned int)), "memset");
  timer.begin();
  histogramGlobal<<<smCount * 4, 256>>>(d_data, d_bins, n);
  float tGlobal = timer.end();

  check(cudaMemset(d_bins, 0, NUM_BINS * sizeof(unsigned int)), "memset");
  timer.begin();
  histogramShared<<<smCount * 4, 256>>>(d_data, d_bins, n);
  float tShared = timer.end();

  std::vector<unsigned int> got(NUM_BINS);
  check(cudaMemcpy(got.data(), d_bins, NUM_BINS * sizeof(unsigned int), cudaMemcpyDeviceToHost),
        "copy out");
  bool same = std::equal(got.begin(), got.end(), ref.begin());
  unsigned long long total = std::accumulate(got.begin(), got.end(), 0ull);
  printf("global %.2f ms, shared %.2f ms, total %llu, %s\n", tGlobal, tShared, total,
         same ? "match" : "MISMATCH");
  cudaFree(d_data);
  cudaFree(d_bins);
  return same ? 0 : 1;
}
