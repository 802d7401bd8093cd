// DESC: #940 in lambdas with a written return type, named as EDG names them: captures left out, parameter and return types spelled canonically (unsigned int), mutable and noexcept shown; a local class member by its class
int plain(int x) { return x + 1; }
int g(int y) {
  auto a = [&](int x, float *p) -> float { if (x) return 1.0f; };
  auto b = [=, &y](const int &x) mutable -> int { };
  auto c = [](int) -> unsigned long { };
  auto d = [y]() noexcept -> int * { };
  auto e = [](unsigned u) -> unsigned { if (u) return 1u; };
  struct S { int m() { } };
  int r = 0;
  r += (int)a(1, nullptr);
  r += b(1);
  r += (int)c(1);
  r += *d();
  r += (int)e(2);
  return r + S().m();
}
