#include <vector>
__global__ void fill(float *p) {}
int main() { const size_t n = 1 << 16; std::vector<float> h(n); return 0; }
