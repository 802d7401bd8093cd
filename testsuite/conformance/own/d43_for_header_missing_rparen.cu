__global__ void init(int *v, int n) {
  for (int i = threadIdx.x; i < n; i += blockDim.x {
    v[i] = i;
  }
}
