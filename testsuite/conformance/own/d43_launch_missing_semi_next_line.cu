__global__ void ping(int *p) { *p = 1; }
int main() {
  int *d = nullptr;
  cudaMalloc(&d, sizeof(int));
  ping<<<1, 1>>>(d)
  cudaDeviceSynchronize();
  cudaFree(d);
  return 0;
}
