#include <cstdio>
void host_reduce(float *p, int n) {
  for (int s = n / 2; s > 0; s >>= 1) {
    for (int i = 0; i < s; ++i) p[i] += p[i + s];
    __syncthreads();
  }
}
int main() { float a[4] = {1, 2, 3, 4}; host_reduce(a, 4); printf("%f\n", a[0]); }
