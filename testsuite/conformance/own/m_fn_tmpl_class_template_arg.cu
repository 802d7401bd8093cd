template <typename T> struct Axpy { T a; T b; };
template <typename T, typename Op> __global__ void transform(const T *x, T *y, int n, Op op) { }
template <typename T> void saxpy(T a, const T *x, T *y, int n) {
  Axpy<T> op{a, a};
  transform<<<1, 1>>>(x, y, n, op);
}
void h(float *x, float *y, double *u, double *v) { saxpy(2.0f, x, y, 4); saxpy<double>(1.0, u, v, 2); }
