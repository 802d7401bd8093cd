// DESC: a call of a lambda variable has the type the lambda returns (written, or its first return's): converted where used, it is parenthesized (r += (b(1)); float r = a(...) + (b(1))), and so is a cast of one in an initializer (int r = ((int)a(1));); a functor object's call is not
int plain(int x) { return x + 1; }
int g(int y) {
  auto a = [&](int x, float *p) -> float { return x ? 1.0f : 0.0f; };
  auto b = [=, &y](const int &x) mutable -> int { return x + y; };
  auto c = [](int) -> unsigned long { return 2; };
  auto e = [](unsigned u) { return u + 1; };
  auto d = [](double v) { return v * 2; };
  float r = a(1, nullptr) + b(1) + c(1);
  r += b(1);
  r += c(1);
  r += e(2);
  double q = d(1.0) + b(2);
  int i = a(2, nullptr);
  long m = b(3);
  return (int)r + (int)q + i + (int)m;
}
struct F { float operator()(int); };
int casts(F f) {
  auto a = [](int x) -> float { return x * 0.5f; };
  int r = (int)a(1);
  int u = static_cast<int>(a(2));
  int w = (int)f(3);
  int k = f(4);
  return r + u + w + k;
}
