#include <iostream>
#include <iomanip>
__global__ void k() {}
int main() {
  double x = 1.5;
  std::cout << std::fixed << x << std::scientific << x << std::hex << 255 << std::dec << std::endl;
  std::cout << std::setw(8) << std::setfill('0') << 42 << std::setprecision(4) << x << "\n";
  std::cerr << std::boolalpha << true << std::flush;
  k<<<1, 1>>>();
  return 0;
}
