#include <string>
#include <iostream>
#include <cuda_runtime.h>

__global__ void k(char *p) { p[0] = 'a'; }

std::string label(int i) { return "item" + std::to_string(i); }

struct Report {
  std::string name;
  int count;
  void print() const { std::cout << name << ": " << count << std::endl; }
};

int main() {
  std::string a = "alpha", b("beta");
  std::string c = a + b;
  std::string d = a + '-' + b;
  c += d;
  if (a < b && a != "gamma") std::cout << "less" << std::endl;
  Report r{label(3), 4};
  r.print();
  const char *p = c.c_str();
  char first = c[0];
  size_t n = c.size() + c.length();
  std::cout << p << first << n << std::flush;
  std::cerr << "err " << 1.5f << ' ' << (void *)p << std::endl;
  std::cout << std::string(3, 'x') << "\n";
  char *dp;
  cudaMalloc(&dp, 8);
  k<<<1, 1>>>(dp);
  bool e = c.empty();
  std::cout << e << true << 3L << 4UL << 5LL << (short)2 << 2.5L << std::endl;
  return 0;
}
