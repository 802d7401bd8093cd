#include <string>
#include <stdexcept>
const char *msg();
void f() {
  throw std::runtime_error(std::string("a") + ": " + msg());
}
std::string g(int x) { return std::string("b") + ": " + std::to_string(x); }
template <typename T> struct H {
  void f() { throw std::runtime_error(std::string("a") + ": " + msg()); }
  std::string g(int x) { return std::string("b") + ": " + std::to_string(x); }
  std::string h(T x) { return std::string("b") + ": " + std::to_string(x); }
};
template <typename T> void tf() { throw std::runtime_error(std::string("a") + ": " + msg()); }
