__global__ void fill(float *p, float v, size_t n) {}
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
 private:
  cudaStream_t s_;
  cudaGraph_t g_ = nullptr;
  cudaGraphExec_t exec_ = nullptr;
};
int main() {
  cudaStream_t s;
  Graph g(s);
  float *a;
  g.capture([&](cudaStream_t st) { fill<<<1, 256, 0, st>>>(a, 1.0f, 4); });
  return 0;
}
