// DESC: a call of a class object (its operator()) is typed by the member's result type through the class template's arguments, out-of-class definitions spelling it as a member of the specialization (uniform_int_distribution<_IntType>::result_type) included; its conversions show
namespace lib {
template <typename R> struct real_dist {
  typedef R result_type;
  real_dist(R a, R b);
  template <typename G> result_type operator()(G &g);
};
template <typename I> struct int_dist {
  typedef I result_type;
  int_dist(I a, I b);
  template <typename G> result_type operator()(G &g);
  template <typename G> result_type operator()(G &g, int p);
};
template <typename I> template <typename G> typename int_dist<I>::result_type int_dist<I>::operator()(G &g) { return 0; }
struct engine { unsigned operator()(); };
}
int main() {
  lib::engine gen;
  lib::real_dist<float> dist(-1.f, 1.f);
  lib::int_dist<int> distrib(0, 9);
  float m[4];
  char dataT[4];
  for (int i = 0; i < 4; i++) {
    m[i] = 256 * dist(gen);
    dataT[i] = distrib(gen) + '0';
  }
  double d = dist(gen);
  return (int)(m[0] + dataT[0] + d);
}
