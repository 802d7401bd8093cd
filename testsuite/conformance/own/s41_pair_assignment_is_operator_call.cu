#include <utility>
#include <cstdio>
__global__ void k(int *p, int a, int b) { p[threadIdx.x] = a + b; }
std::pair<int, int> bounds(int n) { return std::make_pair(0, n); }
int main() {
    std::pair<int, int> r = bounds(8), s;
    s = r;
    r = bounds(16);
    s.first = r.second;
    int *p; cudaMalloc(&p, 128);
    k<<<1, 32>>>(p, s.first, r.second);
    printf("%d %d\n", s.first, bounds(4).second);
    return 0;
}
