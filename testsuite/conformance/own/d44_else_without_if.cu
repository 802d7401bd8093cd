__global__ void clamp(float *x, float lo, float hi) {
  float v = x[threadIdx.x];
  if (v < lo) v = lo;
  v = v;
  else if (v > hi) v = hi;
  x[threadIdx.x] = v;
}
