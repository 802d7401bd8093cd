// FLAGS: --extended-lambda
#include <vector>
template <typename T> struct Box { T v; };
namespace ns { template <typename T> struct Cell { T v; }; }
template <typename F>
__global__ void run(int n, F f) { f(n); }
void a(std::vector<float> *v, int *o) {
  run<<<1, 1>>>(1, [=] __device__(int i) { o[i] = i; });
}
void b(Box<int> &x, const ns::Cell<float> *c, int *o) {
  run<<<1, 1>>>(1, [=] __device__(int i) { o[i] = 2 * i; });
}
