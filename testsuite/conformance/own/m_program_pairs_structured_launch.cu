#include <utility>
#include <vector>
#include <algorithm>
#include <cstdio>
__global__ void addk(int *a, int v) { a[threadIdx.x] += v; }
std::pair<int, int> grid_for(int n, int block) { return std::make_pair((n + block - 1) / block, block); }
int main() {
  std::vector<std::pair<int, float>> jobs;
  jobs.push_back(std::make_pair(3, 1.5f));
  jobs.emplace_back(1, 2.5f);
  std::sort(jobs.begin(), jobs.end());
  std::pair<int, int> g = grid_for(1000, 128);
  int *d;
  cudaMalloc(&d, 1024 * sizeof(int));
  addk<<<g.first, g.second>>>(d, jobs[0].first);
  auto [blocks, threads] = grid_for(64, 32);
  addk<<<blocks, threads>>>(d, jobs.back().first);
  printf("%d %d %f\n", g.first, jobs.front().first, jobs[1].second);
  cudaFree(d);
  return 0;
}
