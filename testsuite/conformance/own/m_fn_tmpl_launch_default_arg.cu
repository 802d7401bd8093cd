template <typename T> struct Axpy { T a; };
template <typename T, typename Op> __global__ void transform(const T *x, T *y, int n, Op op) { }
template <typename T> void saxpy(T a, const T *x, T *y, int n, cudaStream_t s = 0) {
  Axpy<T> op{a};
  transform<<<1, 1, 0, s>>>(x, y, n, op);
}
void h(float *x, float *y) { saxpy(2.0f, x, y, 4); }
