// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a block declaration of a variable-length array is followed by two more spaces (float a[n];   ), a data member in its bound is this->'s and parenthesized ([(nb)], [((m) * 2)]); an array member's braced mem-initializer converts each element to the element type (totalStreams_{(1), (2)})
typedef unsigned long sz_t;
void sink(const void *p);
struct P {
  unsigned nb;
  int m;
  void run() { float *d[nb]; d[0] = 0; sink(d); }
  void run2();
  void run3() { float e[m * 2]; e[0] = 1; sink(e); }
};
void P::run2() { float *d[nb]; d[0] = 0; sink(d); }
void f(int n) { float a[n]; a[0] = 1; float b[n + 1]; b[0] = 2; sink(a); sink(b); }
void g(int n) {
  int c[4];
  c[0] = n;
  double v[n * 2];
  v[0] = c[0];
  sink(v);
}
class PerfS {
  unsigned int numBuffers_;
  const sz_t totalStreams_[4];
  unsigned short small_[2];
  int one_[1];
public:
  PerfS() : numBuffers_(0), totalStreams_{1, 2, 4, 8}, small_{1, 2}, one_{3} {}
  void run() { float *dSrc[numBuffers_]; dSrc[0] = 0; sink(dSrc); }
};
int use() { PerfS p; p.run(); return 0; }
