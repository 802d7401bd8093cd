// FLAGS: --extended-lambda
#include <vector>
#include <map>

template <typename F>
__global__ void run(int n, F f) { f(n); }

void a(std::vector<float> &v, int *o) {
  run<<<1, 1>>>(1, [=] __device__(int i) { o[i] = i; });
}
void b(const std::map<int, float> &m, int *o) {
  run<<<1, 1>>>(1, [=] __device__(int i) { o[i] = 2 * i; });
}
__global__ void k(std::vector<int> *v) {}
void c(std::vector<int> *v) { k<<<1, 1>>>(v); }
