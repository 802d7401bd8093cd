__global__ void prefix(int *v, int n) {
  for (int i = 1; i < n i++)
    v[i] += v[i - 1];
}
