// DESC: cufe's own case (recorded with the real cudafe++ 13.5): t1
#include <cstdio>
namespace ns {
template <typename T> struct Vec {
  __host__ __device__ Vec() {}
  __host__ __device__ T& operator[](int i) { return d[i]; }
  __device__ T sum() const;
  T d[4];
};
template <typename T> __device__ T Vec<T>::sum() const { return d[0]; }
__device__ float g(float x) { return x; }
float g(int x) { return x; }
}
__global__ void k(ns::Vec<float> v) { v[0] = ns::g(1.0f); }
int main() { ns::Vec<float> v; k<<<1, 1>>>(v); printf("%d\n", 1); return 0; }
