__device__ clamp01(float v) {
  return v < 0.f ? 0.f : (v > 1.f ? 1.f : v);
}

__global__ void normalize(float *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] = clamp01(v[i]);
}
