// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a host function declaring pointers to a class with a device operator (double4 *a, *b) or doing pointer arithmetic on them calls no operator; a class template's host member calling a device member (this->f(), dependent) is not checked; a plain class's is
inline __device__ double4 operator*(double b, double4 a) { return make_double4(b * a.x, b * a.y, b * a.z, b * a.w); }
void host() {
  double *d0;
  double4 *d_if1234, *d_if5678;
  float4 *f4;
  (void)d0; (void)d_if1234; (void)d_if5678; (void)f4;
}
inline __device__ double4 operator+(const double4 &a, const double4 &b) { return make_double4(a.x + b.x, a.y + b.y, a.z + b.z, a.w + b.w); }
void arith(double4 *m, int i) { *(m + i) = make_double4(1, 2, 3, 4); }
template <typename T> struct BV {
  T x;
  __device__ T norm2() const { return x * x; }
  T norm() const { return norm2(); }
};
template <typename T> struct BW {
  T x;
  __device__ T norm2() const { return x * x; }
  T norm() const { return norm2(); }
};
struct Plain {
  float x;
  __device__ float norm2() const { return x * x; }
  float norm() const { return norm2(); }
};
float use(BW<float> w) { return w.norm(); }
