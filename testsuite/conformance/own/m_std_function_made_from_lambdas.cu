#include <functional>
#include <vector>
__global__ void k(int *o) { *o = 1; }
void h1() { std::function<int(int)> g = [](int v) { return v; }; (void)g; }
void h2() { std::function<void()> a = [] {}; std::function<float(float)> b{[](float x) { return x * 2; }}; (void)a; (void)b; }
void h3() { std::vector<int> v; v.push_back(1); std::function<int()> c = [&] { return (int)v.size(); }; (void)c(); }
