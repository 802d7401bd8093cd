__device__ float d(float x) { return x * 2; }
