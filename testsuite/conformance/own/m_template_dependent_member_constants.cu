// DESC: cufe's own case (recorded with the real cudafe++ 13.5): in a template, an initializer naming a static member through a type that depends on the template's parameters (T::kS, a local alias of Tr<N>, Tr<N>::kS itself) is the instance's: printed in the folded constant's parentheses, for constexpr variables too
int plain(int x) { return x + 1; }
template <int N> struct Tr { static constexpr int kS = N * 4; static const int kC = N; };
template <typename T> void f1() {
  constexpr int a = T::kS;
  const int b = T::kS;
  int c = T::kS;
  constexpr int d = T::kS + 1;
  long e = T::kS;
  (void)a; (void)b; (void)c; (void)d; (void)e;
}
template <int N> void f2() {
  using K = Tr<N>;
  constexpr int a = K::kS;
  const int b = K::kS;
  int c = K::kS;
  constexpr int d = Tr<N>::kS;
  int e = K::kC;
  (void)a; (void)b; (void)c; (void)d; (void)e;
}
int main() { f1<Tr<2> >(); f2<3>(); return 0; }
