#include <memory>
#include <cstdio>
#include <stdexcept>
#include <string>

template <typename T>
struct DeviceBuffer {
  T *ptr = nullptr;
  size_t count = 0;
  explicit DeviceBuffer(size_t n) : count(n) {
    if (cudaMalloc(&ptr, n * sizeof(T)) != cudaSuccess) throw std::runtime_error("cudaMalloc failed");
  }
  ~DeviceBuffer() { if (ptr) cudaFree(ptr); }
  DeviceBuffer(const DeviceBuffer &) = delete;
  DeviceBuffer &operator=(const DeviceBuffer &) = delete;
  T *get() const { return ptr; }
  size_t bytes() const { return count * sizeof(T); }
};

__global__ void fill(float *p, size_t n, float v) {
  size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  if (i < n) p[i] = v;
}

int main() {
  try {
    auto buf = std::make_unique<DeviceBuffer<float>>(4096);
    fill<<<16, 256>>>(buf->get(), buf->count, 3.5f);
    std::unique_ptr<float[]> host(new float[buf->count]);
    cudaMemcpy(host.get(), buf->get(), buf->bytes(), cudaMemcpyDeviceToHost);
    std::shared_ptr<int> counter = std::make_shared<int>(0);
    for (size_t i = 0; i < buf->count; ++i) if (host[i] == 3.5f) ++*counter;
    printf("%d\n", *counter);
  } catch (const std::exception &e) {
    fprintf(stderr, "error: %s\n", e.what());
    return 1;
  }
  return 0;
}
