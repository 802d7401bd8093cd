#include <sstream>
#include <string>
#include <cstdio>
__global__ void k() {}
int main() {
  std::ostringstream os;
  os << "a" << 1;
  std::string s = os.str();
  printf("%s %s\n", os.str().c_str(), s.c_str());
  std::stringstream ss;
  ss << 3;
  int v; ss >> v;
  std::istringstream is("4 5");
  int a, b; is >> a >> b;
  k<<<1, 1>>>();
  return v + a + b + (int)os.str().size();
}
