// DESC: #3288 explicit lambda template parameters before C++20: a warning at the first lambda's '<' only (once per unit)
int plain(int x) { return x + 1; }
int f() {
  auto h = [&]<int N>() { return N; };
  auto k = []<typename T, int M = 2>(T a) -> T { return a * M; };
  return h.template operator()<3>() + k(1);
}
