// DESC: RAII wrapper class with a host destructor and a kernel launching member
#include <cstddef>
__global__ void zero(float *p, size_t n) { size_t i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) p[i] = 0; }
class DeviceBuffer {
  float *ptr_ = nullptr;
  size_t n_ = 0;
public:
  explicit DeviceBuffer(size_t n) : n_(n) {}
  ~DeviceBuffer() { ptr_ = nullptr; }
  void clear() { zero<<<(unsigned)((n_ + 255) / 256), 256>>>(ptr_, n_); }
  __device__ float &operator[](size_t i) { return ptr_[i]; }
};
float first(DeviceBuffer &b) { return b[0]; }
