__attribute__((shared(1))) int s;
__attribute__((device(1))) int d;
__attribute__((constant(1))) int c;
__attribute__((managed(1))) __device__ int m;
__global__ void k(__attribute__((grid_constant(1))) const int x) {}
__attribute__((device())) int f(int x) { return x; }
__attribute__((host())) int g(int x) { return x; }
