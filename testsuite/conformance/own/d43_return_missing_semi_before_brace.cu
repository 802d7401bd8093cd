__device__ float sigmoid(float x) {
  return 1.f / (1.f + __expf(-x))
}

__global__ void act(float *v) { v[threadIdx.x] = sigmoid(v[threadIdx.x]); }
