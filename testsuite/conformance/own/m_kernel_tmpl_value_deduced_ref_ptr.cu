template <typename T, int N> struct Vec { T d[N]; };
template <typename T, int N> __global__ void kref(const Vec<T, N> &v, T *out) { }
template <typename T, int N> __global__ void kptr(Vec<T, N> *v) { }
template <int N> __global__ void konly(Vec<double, N> v) { }
void host(float *o, Vec<int, 2> *pv) {
  Vec<float, 3> v{};
  kref<<<1, 1>>>(v, o);
  kptr<<<1, 1>>>(pv);
  Vec<double, 5> w{};
  konly<<<1, 1>>>(w);
}
