// DESC: typical full program with malloc/memcpy/free
__global__ void add(int n, const float *x, float *y) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) y[i] = x[i] + y[i]; }
int main() {
  const int N = 1 << 20; float *x, *y;
  cudaMalloc(&x, N * sizeof(float)); cudaMalloc((void **)&y, N * sizeof(float));
  int bs = 256, nb = (N + bs - 1) / bs;
  add<<<nb, bs>>>(N, x, y);
  cudaError_t e = cudaGetLastError(); if (e != cudaSuccess) return 1;
  cudaDeviceSynchronize(); cudaFree(x); cudaFree(y);
}
