#include <memory>
template <typename T> class device_ptr {
  T *p_;
public:
  explicit device_ptr(T *p) : p_(p) {}
  device_ptr operator+(long k) const { return device_ptr(p_ + k); }
  T *get() const { return p_; }
};
template <typename T> using dptr = device_ptr<T>;
typedef device_ptr<float> fptr;
template <typename T> dptr<T> mk(T *p) { return device_ptr<T>(p); }
template <typename T> dptr<T> mk2(T *p) { return dptr<T>(p); }
struct Del { void operator()(void *) const {} };
template <typename T> using uptr = std::unique_ptr<T, Del>;
template <typename T> uptr<T> mk3(T *p) { return uptr<T>(p); }
void use(float *f) {
  dptr<float> a(f);
  dptr<float> b = a + 3;
  fptr c(f);
  fptr d = c + 2;
  device_ptr<float> e = c + 1;
  uptr<int> u(nullptr);
  int r = u ? 1 : 0;
  bool q = !u;
  if (u) r++;
  (void)b; (void)d; (void)e; (void)r; (void)q;
}
template <typename T> struct Span {
  struct iterator { T *p; explicit iterator(T *q) : p(q) {} };
  T *p_; long n_;
  iterator begin() const { return iterator(p_); }
  iterator end() const { return iterator(p_ + n_); }
};
struct PSpan {
  struct iterator { int *p; explicit iterator(int *q) : p(q) {} };
  int *p_; long n_;
  iterator begin() const { return iterator(p_); }
};
__global__ void k() {}
