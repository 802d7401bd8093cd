#include <functional>
#include <cstdio>
__global__ void inc(int *p, int n) { int i = threadIdx.x; if (i < n) p[i]++; }
void forEachDevice(int count, const std::function<void(int)> &f) { for (int d = 0; d < count; ++d) f(d); }
int main() {
    int *p; cudaMalloc(&p, 128);
    forEachDevice(2, [&](int d) { cudaSetDevice(d); inc<<<1, 32>>>(p, 32); });
    forEachDevice(1, [](int d) { printf("device %d\n", d); });
    return 0;
}
