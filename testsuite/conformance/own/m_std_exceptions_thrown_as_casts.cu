#include <stdexcept>
#include <string>
__global__ void k() {}
void check(int e) {
  if (e) throw std::runtime_error("failed");
  if (e > 1) throw std::runtime_error(std::string("x") + "y");
  if (e > 2) throw std::invalid_argument("bad");
  if (e > 3) throw std::out_of_range("range");
  if (e > 4) throw std::logic_error("logic");
}
int main() {
  try { check(0); k<<<1, 1>>>(); } catch (const std::runtime_error &e) { return e.what()[0]; } catch (const std::exception &e) { return 2; } catch (...) { return 3; }
  return 0;
}
