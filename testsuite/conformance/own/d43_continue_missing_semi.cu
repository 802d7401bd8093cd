__global__ void positive_sum(const float *v, float *out, int n) {
  float s = 0.f;
  for (int i = 0; i < n; ++i) {
    if (v[i] < 0.f) continue
    s += v[i];
  }
  *out = s;
}
