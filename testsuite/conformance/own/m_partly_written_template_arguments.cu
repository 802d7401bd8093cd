// DESC: calls and launches that write only the leading template arguments deduce the rest from their arguments; a function template instance whose address is passed is made with its launches; a block-scope enumerator in a launch's template arguments is its value
int plain(int x) { return x + 1; }
struct px1 { unsigned char x; };
struct px4 { unsigned char x, y, z, w; };
template <int PARTS, int CH, int BINS, typename P>
__global__ void atomics(const P *__restrict__ in, int w, int h, unsigned *__restrict__ out) { }
template <int PARTS, int CH, int BINS>
__global__ void accum(const unsigned *in, int n, unsigned *out) { }
template <int CH, int BINS, typename P>
double run_atomics(P *image, int w, int h, unsigned *hist) {
  enum { NUM_PARTS = 1024 };
  atomics<NUM_PARTS, CH, BINS><<<16, 128>>>(image, w, h, hist);
  accum<NUM_PARTS, CH, BINS><<<1, 128>>>(hist, w, hist);
  return 0.0;
}
template <int CH, int BINS, typename P>
void run_test(P *image, int w, int h, unsigned *hist, double (*f)(P *, int, int, unsigned *)) { f(image, w, h, hist); }
template <int CHANNELS, int CH, int BINS, typename P>
void methods(P *image, int w, int h, unsigned *hist) {
  run_test<CH, BINS>(image, w, h, hist, run_atomics<CH, BINS, P>);
}
typedef float realt;
template <typename T, int N = 0>
__global__ void stride(unsigned n, T *__restrict__ a) { }
template <typename T>
void gk(unsigned n, T *a) { stride<T><<<1, 1>>>(n, a); }
void all(px1 *a, px4 *b, unsigned *hist, realt *f) {
  gk<realt>(4, f);
  methods<1, 1, 256>(a, 4, 4, hist);
  methods<4, 3, 256>(b, 4, 4, hist);
}
