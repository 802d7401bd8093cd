__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n {
    y[i] = a * x[i] + y[i];
  }
}

int main() {
  saxpy<<<4, 256>>>(1024, 2.0f, 0, 0);
  return 0;
}
