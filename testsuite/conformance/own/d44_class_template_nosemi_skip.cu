template <class T> struct W { T v; }
__device__ int g_a;
__global__ void fill(int *p) { p[0] = 1; }
int main() { int *p = 0; fill<<<1, 1>>>(p); return 0; }
