// DESC: a launch in a function template whose arguments depend on its parameters instantiates the kernel with the template's instance, even when its template arguments are fixed
int plain(int x) { return x + 1; }
template <typename T, bool B> __global__ void kA(int n, const T *x) { }
template <typename T, int N> __global__ void kB(int n, T *y) { }
template <typename T> __global__ void kC(int n) { }
template <typename T> __global__ void kD(int n) { }
template <typename T> __global__ void kH(int n) { }
template <typename T> __global__ void kI(T n) { }
template <typename T> void helper(int n) { kH<T><<<1, 1>>>(n); }
template <typename T> void helper2(T *p) { kI<T><<<1, 1>>>(*p); }
template <typename T>
void first(T *x, int n) {
  helper2(x);
  helper<double>(n);
  kA<float, false><<<1, 1>>>(n, x);
  kA<float, true><<<1, 1>>>(n, x);
  kC<float><<<1, 1>>>(n);
}
template <typename T>
void second(T *y, int n) {
  kB<float, 32><<<1, 1>>>(n, y);
  kD<float><<<1, 1>>>(n);
}
void run(float *p, int n) {
  second(p, n);
  first(p, n);
}
