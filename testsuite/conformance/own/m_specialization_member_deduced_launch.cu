// A function template deduces its arguments from members of class
// template specializations (`b.p`, `b.data()`), and launches a kernel
// template with members of its own dependent parameters (`in.data()`).
template <typename T> struct Buf {
  T *p;
  int n;
  T *data() { return p; }
  const T *data() const { return p; }
};
template <typename T, typename Op>
__global__ void tk(const T *in, T *out, Op op) { out[0] = op(in[0]); }
template <typename T>
__global__ void fill(T *out, T v) { out[0] = v; }
struct Sq { __device__ float operator()(float x) const { return x * x; } };
struct Neg { __device__ int operator()(int x) const { return -x; } };
template <typename T, typename Op>
void run(const Buf<T> &in, Buf<T> &out, Op op) { tk<<<1, 1>>>(in.data(), out.data(), op); }
template <typename T, typename Op>
void runPtr(const Buf<T> *in, Buf<T> &out, Op op) { tk<<<1, 1>>>(in->p, out.data(), op); }
template <typename P>
void fillAll(P *dst, P v) { fill<<<1, 1>>>(dst, v); }
void go(Buf<float> &a, Buf<float> *b, Buf<int> c, Buf<double> d) {
  run(a, *b, Sq{});
  runPtr(&c, c, Neg{});
  fillAll(d.p, d.p[0]);
  fill<<<1, 1>>>(b->data(), 1.0f);
}
