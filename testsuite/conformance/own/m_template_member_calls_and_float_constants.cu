// DESC: cufe's own case (recorded with the real cudafe++ 13.5): in a template, a member call on an object of a specialization the template's parameters decide (blocks.size() for a Vec<Rec<T>>) has no known type, so nothing shows its conversion; a namespace-scope const float is a constant, so a value-dependent choice of it converted to T is folded, and so is its negation
template <class T> struct Vec { T *d; unsigned long size() const { return 1; } void resize(unsigned long n); };
template <class T> struct Rec { T a; };
template <class T>
void f(Vec<Rec<T>> &blocks, Vec<int> &plain, Vec<T> &news) {
  news.resize(blocks.size() * 2);
  if (blocks.size() > 0) { }
  if (plain.size() > 0) { }
  news.resize(plain.size() * 2);
}
#define HMAX 65504.F
static const float GMAX = 65504.F;
template <typename T, bool IS>
void lp(T *out) {
  const T M1 = (IS) ? HMAX : 3.0e38F;
  const T M2 = (IS) ? GMAX : 3.0e38F;
  float a = -M1;
  float b = -M2;
  out[0] = a + b;
}
void use() { Vec<Rec<int>> b; Vec<int> p; f<int>(b, p, p); float o; lp<float, true>(&o); }
