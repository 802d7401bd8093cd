__device__ int digits(int v) {
  int d = 0;
  while (v > 0)) {
    v /= 10;
    ++d;
  }
  return d;
}
