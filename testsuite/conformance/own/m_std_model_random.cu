#include <random>
#include <vector>
#include <cstdio>
template <typename T> void fillRandom(std::vector<T> &h, unsigned seed) {
  std::mt19937 rng(seed);
  for (auto &v : h) v = static_cast<T>(rng() % 100000);
  std::uniform_int_distribution<int> d(0, 9);
  h[0] = d(rng);
}
int main() {
  std::random_device rd;
  std::mt19937 gen(rd());
  std::mt19937_64 gen64(42);
  std::default_random_engine eng;
  std::uniform_real_distribution<float> uf(-1.0f, 1.0f);
  std::uniform_real_distribution<> ud(0.0, 1.0);
  std::uniform_int_distribution<int> ui(0, 255);
  std::normal_distribution<double> nd(0.0, 2.0);
  std::bernoulli_distribution coin(0.5);
  std::vector<float> a(100);
  for (auto &x : a) x = uf(gen);
  double s = 0;
  for (int i = 0; i < 10; ++i) s += ud(gen) + nd(gen64) * 2;
  unsigned char c = static_cast<unsigned char>(ui(eng));
  int k = ui(gen) % 7;
  long r = gen() % 1000;
  unsigned long long big = gen64() >> 3;
  float f = uf(gen) * 0.5f + 1;
  bool heads = coin(gen);
  unsigned x = rd() & 0xff;
  std::vector<int> v(5);
  fillRandom(v, 3);
  gen.seed(7);
  printf("%f %d %d %ld %llu %f %d %u\n", s, c, k, r, big, f, heads, x);
  return 0;
}
