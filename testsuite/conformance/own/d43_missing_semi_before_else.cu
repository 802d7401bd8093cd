__device__ int sgn(float x) {
  int r;
  if (x > 0.f) r = 1 else r = -1;
  return r;
}
