#include <string>
#include <cstdio>
__global__ void k() {}
int main() {
  std::string result("abcdefghij");
  printf("%s\n", result.substr(0, 8).c_str());
  printf("%s\n", result.substr(2).c_str());
  std::string t = result.substr(1, 2);
  size_t n = result.size() + 1;
  size_t m = result.length() * 2;
  if (result.find("cd") != std::string::npos) k<<<1, 1>>>();
  return (int)(n + m);
}
