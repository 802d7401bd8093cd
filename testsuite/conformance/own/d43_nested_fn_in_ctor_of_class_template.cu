#include <cstddef>
template <typename T>
class DeviceBuffer {
  T *ptr_ = nullptr;
  size_t n_ = 0;
public:
  explicit DeviceBuffer(size_t n) : n_(n) {
    size_t bytes(size_t k) { return k * sizeof(T); }
    cudaMalloc(&ptr_, n * sizeof(T));
  }
  ~DeviceBuffer() { cudaFree(ptr_); }
  T *get() const { return ptr_; }
};

int main() {
  DeviceBuffer<float> b(100);
  return b.get() != nullptr;
}
