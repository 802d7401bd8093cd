__device__ unsigned lcg_until(unsigned s, unsigned lim) {
  do {
    s = s * 1664525u + 1013904223u;
  } while (s > lim)
  return s;
}
