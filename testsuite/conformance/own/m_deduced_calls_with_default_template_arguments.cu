// DESC: a deduced call of a function template with a defaulted template parameter takes the default, and its instance makes the launches its body names with values computed from it
int plain(int x) { return x + 1; }
template <typename T, int V>
__global__ void rev(T *out, const T *in, int n) { }
template <typename T, int V, int TPB>
long impl(T *out, const T *in, int n) {
  rev<T, V><<<(n + TPB - 1) / TPB, TPB>>>(out, in, n);
  return 0;
}
template <typename T, int TPB = 256>
long reverse(T *out, const T *in, int n) {
  if (16 / sizeof(T) && n % 16 == 0) return impl<T, 16 / sizeof(T), TPB>(out, in, n);
  if (4 / sizeof(T)) return impl<T, 4 / sizeof(T), TPB>(out, in, n);
  return impl<T, 0, TPB>(out, in, n);
}
template <typename T, typename U = T, int K = sizeof(U)>
__global__ void fill(T *p, U v) { }
void run(unsigned char *a, const unsigned char *b, unsigned short *c, const unsigned short *d, float *f) {
  reverse(a, b, 64);
  reverse(c, d, 64);
  fill<<<1, 1>>>(f, 2.0f);
}
