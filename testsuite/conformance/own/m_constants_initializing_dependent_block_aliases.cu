template <typename T> struct Acc { typedef T type; };
template <typename T>
__global__ void k(T *out) {
  using A = typename Acc<T>::type;
  typedef T V;
  typedef T *P;
  A a = 0;
  V v = 1;
  P p = 0;
  const V c = 2;
  out[0] = a + v + c + (p ? *p : T());
}
template <typename T>
T host_fn(T x) {
  typedef typename Acc<T>::type A;
  A s = 3;
  A t = x;
  return s + t;
}
void h(float *o) { k<<<1, 1>>>(o); host_fn(2.0); }
