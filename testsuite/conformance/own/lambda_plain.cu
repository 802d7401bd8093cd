// DESC: plain host lambdas with captures
int h(int n) {
  int acc = 0;
  auto add = [&acc](int v) { acc += v; };
  auto mul = [n](int v) -> int { return v * n; };
  for (int i = 0; i < n; ++i) add(mul(i));
  auto gen = [](auto a, auto b) { return a + b; };
  return acc + gen(1, 2);
}
