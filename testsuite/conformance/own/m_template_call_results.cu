// DESC: a function template called with explicit arguments returns the arithmetic type given for the type parameter it returns, which operators and assignments convert
template <class T> T fetch(int i) { return T(i); }
template <class T, class U> U conv(T v) { return U(v); }
float fmn(float a, float b) { return a < b ? a : b; }
void f(unsigned char *p, float s) {
  p[0] = fmn(fetch<unsigned char>(1) * s, 255.0f);
  float x = fetch<unsigned char>(2) * s;
  int y = fetch<int>(3) + 1;
  double z = conv<int, double>(4) + 1.0f;
}
