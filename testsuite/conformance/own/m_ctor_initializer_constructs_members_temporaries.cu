// DESC: a constructor initializer constructs its members and bases as declarations would: a sized std::vector member (: streams_(count)) and a __host__ __device__ constructor's parameters (: v(a, 2.0f), : v{a, 2.0f}, : V(a, 2.0f)) count in the stub's __T numbers; a constructor defined in its class counts once the class is constructed (P p(3), P p;, return P(a))
#include <cuda_runtime.h>
#include <vector>
struct V { float x, y; __host__ __device__ V(float a, float b) : x(a), y(b) {} };
struct W { float x, y, z; __host__ __device__ W(float a, float b, float c) : x(a), y(b), z(c) {} };
__global__ void k(float *data, int n) {}
class Pool {
 public:
  explicit Pool(int count) : streams_(count) {}
 private:
  std::vector<cudaStream_t> streams_;
};
struct Out {
  W w;
  Out(float a);
};
Out::Out(float a) : w(a, 1.0f, 2.0f) {}
float g;
struct P {
  V v;
  P() : v(g, 2.0f) {}
};
int main() {
  Pool pool(2);
  P p;
  return 0;
}
