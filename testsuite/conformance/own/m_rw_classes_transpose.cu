#include <cstdio>
#include <cstring>

struct Matrix {
  int rows, cols;
  float *data;
  __host__ __device__ float &at(int r, int c) { return data[r * cols + c]; }
  __host__ __device__ const float &at(int r, int c) const { return data[r * cols + c]; }
  __host__ __device__ int size() const { return rows * cols; }
};

class DeviceBuffer {
 public:
  DeviceBuffer() = default;
  explicit DeviceBuffer(size_t n) : n_(n) { cudaMalloc(&ptr_, n * sizeof(float)); }
  DeviceBuffer(const DeviceBuffer &) = delete;
  DeviceBuffer &operator=(const DeviceBuffer &) = delete;
  DeviceBuffer(DeviceBuffer &&o) noexcept : ptr_(o.ptr_), n_(o.n_) { o.ptr_ = nullptr; o.n_ = 0; }
  ~DeviceBuffer() { if (ptr_) cudaFree(ptr_); }
  float *get() const { return ptr_; }
  size_t size() const { return n_; }
 private:
  float *ptr_ = nullptr;
  size_t n_ = 0;
};

__global__ void transpose(Matrix in, Matrix out) {
  int r = blockIdx.y * blockDim.y + threadIdx.y;
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (r < in.rows && c < in.cols) out.at(c, r) = in.at(r, c);
}

enum class Layout { RowMajor, ColMajor };

static const char *name(Layout l) {
  switch (l) {
    case Layout::RowMajor: return "row";
    case Layout::ColMajor: return "col";
  }
  return "?";
}

int main() {
  const int R = 64, C = 32;
  DeviceBuffer a(R * C), b(R * C);
  Matrix in{R, C, a.get()};
  Matrix out{C, R, b.get()};
  dim3 threads(16, 16);
  dim3 blocks((C + threads.x - 1) / threads.x, (R + threads.y - 1) / threads.y);
  transpose<<<blocks, threads>>>(in, out);
  cudaDeviceSynchronize();
  printf("%s %d\n", name(Layout::RowMajor), in.size());
  return 0;
}
