#include <cstdio>
#include <vector>
#include <numeric>

template <typename T>
class PrefixSum {
public:
  explicit PrefixSum(size_t n) : n_(n) { cudaMalloc(&d_, n * sizeof(T)); }
  ~PrefixSum() { cudaFree(d_); }
  void upload(const std::vector<T> &h) { cudaMemcpy(d_, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice); }
  std::vector<T> download() const {
    std::vector<T> h(n_);
    cudaMemcpy(h.data(), d_, n_ * sizeof(T), cudaMemcpyDeviceToHost);
    return h;
  }
  void run();
private:
  T *d_ = nullptr;
  size_t n_;
};

template <typename T>
__global__ void hillis_steele(T *d, int n) {
  extern __shared__ unsigned char raw[];
  T *s = reinterpret_cast<T *>(raw);
  int i = threadIdx.x;
  s[i] = i < n ? d[i] : T(0);
  __syncthreads();
  for (int off = 1; off < n; off <<= 1) {
    T v = i >= off ? s[i - off] : T(0);
    __syncthreads();
    s[i] += v;
    __syncthreads();
  }
  if (i < n) d[i] = s[i];
}

template <typename T>
void PrefixSum<T>::run() {
  hillis_steele<T><<<1, (unsigned)n_, n_ * sizeof(T)>>>(d_, (int)n_);
}

int main() {
  std::vector<int> h(256);
  std::iota(h.begin(), h.end(), 0);
  PrefixSum<int> ps(h.size());
  ps.upload(h);
  ps.run();
  auto r = ps.download();
  printf("%d\n", r.back());
}
