// DESC: defaulted, deleted and pure virtual functions are no definitions: parameters spaced as a prototype's
struct H {
  H() = default;
  H(const H &o) = default;
  H(H &&o) = default;
  H &operator=(const H &o) = default;
  H &operator=(H &&) = delete;
  void f(int *p) = delete;
  void k(const H &o, int *q, int &r) {}
  ~H() = default;
};
struct V { virtual void f(int *p) = 0; virtual int g(const V &o) const = 0; virtual ~V() = default; };
struct W : V { void f(int *p) override {} int g(const V &o) const override { return 0; } };
void free_del(int *p, const H &h) = delete;
template <typename T> struct TT { TT(const TT &o) = default; TT() = default; __device__ T get(const T &v) const { return v; } };
__global__ void kern(TT<int> t, int *o) { o[0] = t.get(1); }
void h(int *o) { TT<int> t; kern<<<1, 1>>>(t, o); }
