// DESC: dim3 launches with expressions
__global__ void k(float *p, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) p[i] *= 2.0f; }
void h(float *p, int n) {
  dim3 block(256);
  dim3 grid((n + block.x - 1) / block.x);
  k<<<grid, block>>>(p, n);
  k<<<dim3(2, 2), dim3(16, 16, 1), 0>>>(p, n);
}
