// DESC: a function template's instance launches kernel template instances in its body's order, the instances of the function templates it calls (declared before or after it) launching theirs where the call stands: kA<float>, kB<float> (through helper<float>), kC<float>, then the double ones
int first_function(int x) { return x + 1; }
template <typename T> __global__ void kA(T *p) { }
template <typename T> __global__ void kB(T *p) { }
template <typename T> __global__ void kC(T *p) { }
template <typename T> __global__ void kD(T *p) { }
template <typename T> T later(T *p);
template <typename T> T helper(T *p) { kB<T><<<1, 1>>>(p); return T(); }
template <typename T> void outer(T *p) {
  kA<T><<<1, 1>>>(p);
  T x = helper(p);
  kC<T><<<1, 1>>>(p);
  T y = later(p);
}
template <typename T> T later(T *p) { kD<T><<<1, 1>>>(p); return T(); }
void h(float *f, double *d) { outer(f); outer(d); }
