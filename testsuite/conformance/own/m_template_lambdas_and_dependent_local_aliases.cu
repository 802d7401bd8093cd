// FLAGS: -std=c++20
// DESC: a template lambda ([&]<bool A, class Q>(...)) keeps its template parameter list, printed as a template header's (typename as class), and its body is printed as a template's; a block-scope alias of a type naming a template parameter makes its static members value-dependent ((Tr::kSmem)); a conditional in template arguments is spaced (A ? 1 : 2); an explicit call operator template call is f.operator() < 1> (2)
template <int N> struct TraitsL { static constexpr int kSmem = N * 4; };
template <int M> int tfa(int *p)
{
  using Tr = TraitsL<M>;
  typedef TraitsL<M + 1> Tr2;
  int smem = Tr::kSmem + Tr2::kSmem;
  int s2 = Tr::kSmem;
  return smem + s2 + p[0];
}
int tuse(int *p) { return tfa<3>(p); }
int trun(int *p, bool a)
{
  auto pick = [&]<bool A, typename Q>(Q q) {
    using Tr = TraitsL<A ? 1 : 2>;
    int smem = Tr::kSmem;
    return smem + (int)q + p[0];
  };
  auto twice = [](auto x) { return x + x; };
  int r = 0;
  if (a) { r = pick.template operator()<true, int>(1); }
  return r + twice(2);
}
struct FoL { template <int A> int operator()(int q) const { return A + q; } template <int B> int get() const { return B; } };
int oprun_l(FoL f)
{
  int r = f.operator()<1>(2);
  r += f.template get<3>();
  return r + f.get<4>();
}
