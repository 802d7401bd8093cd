#include <cstdio>
__global__ void scale(float *v, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] *= s;
}

void run(float *d, int n) {
  namespace cfg { const int threads = 128; }
  scale<<<(n + 127) / 128, 128>>>(d, 2.0f, n);
}

int main() { run(0, 1000); return 0; }
