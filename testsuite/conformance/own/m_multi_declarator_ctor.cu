#include <cstdio>
struct P { __host__ __device__ P(int a, int b) : x(a), y(b) {} int x, y; };
__global__ void saxpy(int n, float a, const float *x, float *y) { }
void sink(void *);
int main(int argc, char **argv) {
  const int n = argc;
  dim3 block(256), grid((n + block.x - 1) / block.x);
  P p(1, 2), q(n, n + 1), r{n, 3};
  sink(&p); sink(&q); sink(&r);
  saxpy<<<grid, block>>>(n, 2.0f, 0, 0);
  return 0;
}
