#include <cstdio>
#include <vector>

__global__ void fill(float *p, float v, size_t n) {
  size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  if (i < n) p[i] = v;
}

__global__ void add(const float *a, float *b, size_t n) {
  size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  if (i < n) b[i] += a[i];
}

class Graph {
 public:
  explicit Graph(cudaStream_t s) : s_(s) {}
  ~Graph() {
    if (exec_) cudaGraphExecDestroy(exec_);
    if (g_) cudaGraphDestroy(g_);
  }
  template <typename F>
  void capture(F &&body) {
    cudaStreamBeginCapture(s_, cudaStreamCaptureModeGlobal);
    body(s_);
    cudaStreamEndCapture(s_, &g_);
    cudaGraphInstantiate(&exec_, g_, 0);
  }
  void replay(int times) {
    for (int i = 0; i < times; ++i) cudaGraphLaunch(exec_, s_);
  }

 private:
  cudaStream_t s_;
  cudaGraph_t g_ = nullptr;
  cudaGraphExec_t exec_ = nullptr;
};

int main() {
  const size_t n = 1 << 16;
  float *a, *b;
  cudaMalloc(&a, n * sizeof(float));
  cudaMalloc(&b, n * sizeof(float));
  cudaStream_t s;
  cudaStreamCreate(&s);
  {
    Graph g(s);
    g.capture([&](cudaStream_t st) {
      fill<<<(n + 255) / 256, 256, 0, st>>>(a, 1.0f, n);
      add<<<(n + 255) / 256, 256, 0, st>>>(a, b, n);
    });
    g.replay(10);
  }
  std::vector<float> h(n);
  cudaMemcpyAsync(h.data(), b, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  cudaStreamSynchronize(s);
  printf("%f\n", h[0]);
  cudaStreamDestroy(s);
  return 0;
}
