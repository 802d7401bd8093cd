#include <string>
void f(std::string a, const std::string& b, std::wstring c, std::string* d) {}
__global__ void k(int x) {}
void h(const std::string& s) { k<<<1, 1>>>((int)s.size()); }
