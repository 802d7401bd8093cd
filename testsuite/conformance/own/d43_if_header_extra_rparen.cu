__global__ void clip(float *v, int n, float hi) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)) {
    v[i] = v[i] > hi ? hi : v[i];
  }
}
