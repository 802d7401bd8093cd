#include <iostream>
#include <string>
#include <cuda_runtime.h>

__global__ void fill(int *p, int v) { p[threadIdx.x] = v; }

static void check(cudaError_t e, const std::string &what) {
  if (e != cudaSuccess) {
    std::cerr << "CUDA error in " << what << ": " << cudaGetErrorString(e) << std::endl;
    exit(1);
  }
}

int main(int argc, char **argv) {
  int *d;
  check(cudaMalloc(&d, 32 * sizeof(int)), "malloc");
  fill<<<1, 32>>>(d, 7);
  check(cudaGetLastError(), std::string("launch ") + "fill");
  int h[32];
  check(cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost), "copy");
  std::string name = argc > 1 ? argv[1] : "default";
  name += "_run";
  std::cout << "name: " << name << ", h[0] = " << h[0] << ", size " << name.size() << '\n';
  std::cout << std::to_string(h[1]) + " items" << std::endl;
  if (name == "x") std::cout << 3.5 << ' ' << 2u << std::endl;
  cudaFree(d);
  return 0;
}
