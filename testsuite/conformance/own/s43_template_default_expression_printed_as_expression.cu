// FLAGS: -std=c++17
#include <type_traits>
template <typename T, int W = (sizeof(T) == 4 ? 4 : 2)>
__global__ void copy_vec(const T *in, T *out, int n) {
  int i = (blockIdx.x * blockDim.x + threadIdx.x) * W;
  for (int k = 0; k < W; ++k) if (i + k < n) out[i + k] = in[i + k];
}
int main() {
  float *f = nullptr; double *d = nullptr;
  copy_vec<<<8, 128>>>(f, f, 4096);
  copy_vec<<<8, 128>>>(d, d, 4096);
  copy_vec<float, 1><<<8, 128>>>(f, f, 4096);
}
