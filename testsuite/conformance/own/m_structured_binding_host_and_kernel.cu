struct Pair { int a; float b; };
__global__ void k(Pair p) { auto [x, y] = p; (void)x; (void)y; }
int host() {
  Pair p{1, 2.0f};
  auto [a, b] = p;
  auto &[c, d] = p;
  decltype(a) e = a + c;
  auto f = b * d;
  k<<<1, 1>>>(p);
  return e + (int)f;
}
