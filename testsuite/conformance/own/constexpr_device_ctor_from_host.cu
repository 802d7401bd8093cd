// DESC: constexpr __device__ constructor used from host code
struct P {
  int v;
  __device__ constexpr P(int x) : v(x) {}
};
int h(int a) { P p(a); return p.v; }
