__device__ float safe_div(float a, float b) {
  if (b != 0.f) {
    return a / b;
  } else {
    float inf_of(float s) { return s > 0 ? 1e30f : -1e30f; }
    return 0.f;
  }
}
