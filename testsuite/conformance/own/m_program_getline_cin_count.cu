#include <iostream>
#include <string>
#include <vector>
__global__ void count(const char *s, int n, int *out) { if (threadIdx.x == 0) { int c = 0; for (int i = 0; i < n; ++i) c += s[i] == ' '; *out = c; } }
int main() {
  std::string line;
  std::vector<std::string> lines;
  while (std::getline(std::cin, line)) lines.push_back(line);
  int total = 0;
  for (const std::string &l : lines) {
    char *d; int *o;
    cudaMalloc(&d, l.size() + 1);
    cudaMalloc(&o, sizeof(int));
    cudaMemcpy(d, l.c_str(), l.size() + 1, cudaMemcpyHostToDevice);
    count<<<1, 1>>>(d, (int)l.size(), o);
    int h = 0;
    cudaMemcpy(&h, o, sizeof(int), cudaMemcpyDeviceToHost);
    total += h;
    cudaFree(d); cudaFree(o);
  }
  int n;
  std::cin >> n;
  std::cout << "spaces: " << total << ", lines: " << lines.size() << std::endl;
  if (!std::cin.good()) std::cerr << "input ended" << '\n';
  return 0;
}
