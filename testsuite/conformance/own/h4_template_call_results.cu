template <typename T> T mx(T a, T b) { return a > b ? a : b; }
template <> int mx<int>(int a, int b) { return a > b ? a : b; }
template float mx<float>(float, float);
struct P { float v; template <typename U> U as() const { return (U)v; } template <typename U> U get(int k) const; };
template <typename U> U P::get(int k) const { return (U)(v + k); }
template <typename T> struct Box {
  T v;
  template <typename U> U as() const { return (U)v; }
};
double f() { return mx<long>(3, 4) + 1.0; }
double use(const P &p) { Box<int> b; Box<float> *q = 0; return p.as<int>() + 1.0 + b.as<short>() + q->as<long>() + p.get<char>(2); }
