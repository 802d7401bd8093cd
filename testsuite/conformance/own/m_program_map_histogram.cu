#include <cstdio>
#include <map>
#include <string>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { fprintf(stderr, "%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); return 1; } } while (0)

__global__ void histogram(const int *keys, int n, int *bins, int nbins) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&bins[keys[i] % nbins], 1);
}

int main() {
  std::map<std::string, int> config;
  config["n"] = 1024;
  config["bins"] = 16;
  int n = config["n"], nbins = config.at("bins");
  std::vector<int> keys(n);
  for (int i = 0; i < n; ++i) keys[i] = (i * 7) % 101;
  int *dk, *db;
  CHECK(cudaMalloc(&dk, n * sizeof(int)));
  CHECK(cudaMalloc(&db, nbins * sizeof(int)));
  CHECK(cudaMemset(db, 0, nbins * sizeof(int)));
  CHECK(cudaMemcpy(dk, keys.data(), keys.size() * sizeof(int), cudaMemcpyHostToDevice));
  histogram<<<(n + 127) / 128, 128>>>(dk, n, db, nbins);
  CHECK(cudaGetLastError());
  std::vector<int> bins(nbins);
  CHECK(cudaMemcpy(bins.data(), db, nbins * sizeof(int), cudaMemcpyDeviceToHost));
  std::map<int, int> counts;
  for (int b = 0; b < nbins; ++b) counts[bins[b]]++;
  for (auto &kv : counts) printf("%d bins hold %d keys\n", kv.second, kv.first);
  for (auto it = config.begin(); it != config.end(); ++it) printf("%s=%d\n", it->first.c_str(), it->second);
  cudaFree(dk); cudaFree(db);
  return 0;
}
