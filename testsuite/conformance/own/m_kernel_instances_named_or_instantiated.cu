// DESC: a function's address as an initializer is parenthesized (`auto e = (&hf);`, `(&S::sm)`, `(&k2< int> )`); a kernel template instance exists when its template-id is named without a launch (its address taken: `auto k = kern<int>;`, `&kern<int>`, a function pointer initialized by it), and when an explicit instantiation without template arguments (`template float outer(const M<float> &, int);`) deduces them from its parameter types and the instance launches it
int first_function(int x) { return x + 1; }
template <typename T> __global__ void k2(T *p) { p[0] = 1; }
template <typename T> __global__ void k3(T *p) { p[0] = 1; }
template <typename T> __global__ void k4(T *p) { p[0] = 2; }
void hf(int *p) { }
struct S { static void sm(int *); };
void h(int *p) {
  auto e = &hf;
  auto c = &S::sm;
  e(p);
  c(p);
  auto k2p = &k2<int>;
  k2p<<<1, 1>>>(p);
  void (*f)(float *) = k3<float>;
  f<<<1, 1>>>((float *)p);
  auto k4p = k4<double>;
  k4p<<<1, 1>>>((double *)p);
}
template <typename T> struct M { T *v; };
template <typename T> __global__ void wk(const int n, const T *x, T *y) { y[0] = x[0] * n; }
template <typename T> T run(const M<T> &m, int n) { wk<T><<<1, 1>>>(n, m.v, m.v); return T(); }
template <typename T> T outer(const M<T> &m, int n) { return run(m, n); }
template float outer(const M<float> &m, int n);
template double outer<double>(const M<double> &m, int n);
