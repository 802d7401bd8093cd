// DESC: a kernel template's parameter of a class template specialized by its own parameters (`interval_gpu<T> i`) is sized for each instance's arguments: the stub passes the later parameters at the right offsets
int first_function(int x) { return x + 1; }
template <class T> class interval_gpu {
 public:
  interval_gpu() = default;
  T low;
  T high;
};
template <class T> struct Pair3 { T a; char c; T b[3]; };
template <class T> __global__ void test_newton(interval_gpu<T> *buffer, int *nresults, interval_gpu<T> i, int choice, Pair3<T> p, int last) { }
template <class T> void run(int *n) {
  interval_gpu<T> *b = nullptr;
  interval_gpu<T> i;
  Pair3<T> p;
  test_newton<T><<<1, 1>>>(b, n, i, 1, p, 2);
}
void h(int *n) { run<double>(n); run<float>(n); run<short>(n); }
