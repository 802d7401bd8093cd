// DESC: a launch in a function template names a class template specialization of its value and type parameters (directly or through a local alias): each instance substitutes both (kern<traits<(int)1, (int)3, float> >), through calls of function templates too
int plain(int x) { return x + 1; }
struct P { int n; };
template <int N, int L, typename T> struct traits { static constexpr int kN = N; typedef T elem; };
template <typename K> __global__ void kern(P p) { (void)p; }
template <int N, int L, typename T> void launch(P &p) {
  using K = traits<N, L, T>;
  kern<K><<<1, K::kN>>>(p);
}
template <typename T> void dispatch(P &p) {
  if (p.n == 3) { launch<1, 3, T>(p); } else { launch<2, 4, T>(p); }
}
template <typename T> void run(int n) { P p; p.n = n; dispatch<T>(p); }
template <typename K> __global__ void kern3(P p) { (void)p; }
template <int N, int L, typename T> void direct(P &p) { kern3<traits<N, L, T> ><<<1, 1>>>(p); }
int main() { run<float>(3); run<double>(4); P p; p.n = 1; direct<5, 6, char>(p); return 0; }
