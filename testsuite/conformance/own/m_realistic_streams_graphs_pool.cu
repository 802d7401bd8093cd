// DESC: a realistic streams, events and graphs program: a stream pool class whose constructor sizes a std::vector member (: streams_(count)), cudaLaunchKernel with void* args[], cudaFuncSetAttribute, __launch_bounds__ with dynamic shared memory
#include <cstdio>
#include <cuda_runtime.h>
#include <vector>

#define CUDA_CHECK(call)                                              \
  do {                                                                \
    cudaError_t status_ = call;                                       \
    if (status_ != cudaSuccess) {                                     \
      std::fprintf(stderr, "%s failed: %s\n", #call,                  \
                   cudaGetErrorString(status_));                      \
      std::exit(EXIT_FAILURE);                                        \
    }                                                                 \
  } while (false)

__global__ void scale(float* data, float factor, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] *= factor;
}

__global__ void shift(float* data, float delta, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] += delta;
}

__global__ void __launch_bounds__(256, 2) heavy(float* data, int n) {
  extern __shared__ float tile[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = i < n ? data[i] : 0.0f;
  __syncthreads();
  if (i < n) data[i] = tile[blockDim.x - 1 - threadIdx.x];
}

class StreamPool {
 public:
  explicit StreamPool(int count) : streams_(count) {
    for (auto& s : streams_) CUDA_CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  }
  ~StreamPool() {
    for (auto s : streams_) cudaStreamDestroy(s);
  }
  cudaStream_t operator[](size_t i) const { return streams_[i % streams_.size()]; }
  size_t size() const { return streams_.size(); }

 private:
  std::vector<cudaStream_t> streams_;
};

int main() {
  const int n = 1 << 20;
  float* d = nullptr;
  CUDA_CHECK(cudaMalloc(&d, n * sizeof(float)));
  StreamPool pool(2);
  cudaStream_t s = pool[0];
  cudaGraph_t graph;
  cudaGraphExec_t exec;
  CUDA_CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  scale<<<n / 256, 256, 0, s>>>(d, 2.0f, n);
  shift<<<n / 256, 256, 0, s>>>(d, 1.0f, n);
  CUDA_CHECK(cudaStreamEndCapture(s, &graph));
  CUDA_CHECK(cudaGraphInstantiate(&exec, graph, 0));
  cudaEvent_t start, stop;
  CUDA_CHECK(cudaEventCreate(&start));
  CUDA_CHECK(cudaEventCreate(&stop));
  CUDA_CHECK(cudaEventRecord(start, s));
  for (int it = 0; it < 10; ++it) {
    CUDA_CHECK(cudaGraphLaunch(exec, s));
  }
  CUDA_CHECK(cudaEventRecord(stop, s));
  CUDA_CHECK(cudaEventSynchronize(stop));
  float ms = 0.f;
  CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
  printf("graph time %.3f ms\n", ms);

  float factor = 0.5f;
  int count = n;
  void* args[] = {&d, &factor, &count};
  CUDA_CHECK(cudaLaunchKernel((const void*)scale, dim3(n / 256), dim3(256), args, 0, pool[1]));
  CUDA_CHECK(cudaFuncSetAttribute(heavy, cudaFuncAttributeMaxDynamicSharedMemorySize, 256 * sizeof(float)));
  heavy<<<n / 256, 256, 256 * sizeof(float), pool[1]>>>(d, n);
  cudaFuncAttributes attr;
  CUDA_CHECK(cudaFuncGetAttributes(&attr, heavy));
  printf("regs %d\n", attr.numRegs);
  CUDA_CHECK(cudaDeviceSynchronize());
  cudaGraphExecDestroy(exec);
  cudaGraphDestroy(graph);
  cudaEventDestroy(start);
  cudaEventDestroy(stop);
  cudaFree(d);
  return 0;
}
