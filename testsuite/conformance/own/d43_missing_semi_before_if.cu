__global__ void relu(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x
  if (i < n) x[i] = x[i] > 0.f ? x[i] : 0.f;
}

int main() {
  relu<<<4, 256>>>(0, 1024);
  return 0;
}
