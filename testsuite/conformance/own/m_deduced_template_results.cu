// DESC: a function template's result written as its parameter is the type the arguments deduce (const T &mn(const T &, const T &) with ints is an int), converted like any call's; a global function brought in by using ::f is typed too
extern "C" double my_atof(const char *);
namespace lib {
using ::my_atof;
template <typename T> struct ilist { const T *p; };
template <typename T> const T &mn(const T &a, const T &b) { return b < a ? b : a; }
template <typename T> const T &mx(const T &a, const T &b) { return a < b ? b : a; }
template <typename T, typename C> const T &mn(const T &a, const T &b, C c) { return c(b, a) ? b : a; }
template <typename T> T mn(ilist<T> l) { return *l.p; }
template <typename T, typename C> T mn(ilist<T> l, C c) { return *l.p; }
template <typename T> T twice(T v) { return v + v; }
}
void g(int n, const char *arg, unsigned char *out, float f) {
  float th;
  th = lib::my_atof(arg);
  unsigned u;
  u = lib::mn(n, 256);
  out[0] = lib::mn(255, lib::mx(0, n));
  double d = lib::twice(f);
  long l = lib::twice(n);
  int same = lib::mn(n, 3);
  float mixed = lib::twice(n) + f;
  out[1] = (unsigned char)(th + u + d + l + same + mixed);
}
