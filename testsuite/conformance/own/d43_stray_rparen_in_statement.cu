__global__ void dot(const float *a, const float *b, float *r, int n) {
  float sum = 0.f;
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    sum += a[i] * b[i]);
  atomicAdd(r, sum);
}
