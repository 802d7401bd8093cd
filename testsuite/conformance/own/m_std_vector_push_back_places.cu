// DESC: only a std::vector push_back makes the placement operator new device code: one temporary before the stub's
#include <vector>
__global__ void k(int *p) { p[0] = 1; }
int main() { std::vector<int> v; v.push_back(1); k<<<1, 1>>>(v.data()); return 0; }
