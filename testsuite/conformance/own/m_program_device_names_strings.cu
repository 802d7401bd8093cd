#include <string>
#include <cstdio>
#include <vector>
__global__ void k(int *p) { p[0] = 0; }
std::string describe(int dev) {
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, dev);
  std::string s = std::string("device ") + std::to_string(dev) + ": " + prop.name;
  s += " (sm_" + std::to_string(prop.major * 10 + prop.minor) + ")";
  return s;
}
int main() {
  int count = 0;
  cudaGetDeviceCount(&count);
  std::vector<std::string> names;
  for (int d = 0; d < count; ++d) names.push_back(describe(d));
  for (size_t i = 0; i < names.size(); ++i) printf("%s\n", names[i].c_str());
  std::string first = names.empty() ? std::string("none") : names.front();
  if (first.size() > 10 && first.substr(0, 6) == "device") printf("%s\n", first.substr(7).c_str());
  int *p; cudaMalloc(&p, 4); k<<<1, 1>>>(p); cudaFree(p);
  return (int)first.length();
}
