#include <functional>
__global__ void k(int *o) { *o = 1; }
int call(std::function<int(int)> &f) { return f(1); }
int call2(const std::function<float(float, int)> &f) { return (int)f(1.0f, 2); }
struct Holder { std::function<void()> cb; void fire() { cb(); } };
void h(int *o) { k<<<1, 1>>>(o); }
