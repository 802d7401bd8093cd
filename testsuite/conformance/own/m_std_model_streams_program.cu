#include <iostream>
#include <cuda_runtime.h>

struct Particle { float3 pos; float3 vel; };

__constant__ float dt;
__device__ int counter;

__global__ void step(Particle *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  p[i].pos.x += p[i].vel.x * dt;
  p[i].pos.y += p[i].vel.y * dt;
  p[i].pos.z += p[i].vel.z * dt;
  atomicAdd(&counter, 1);
}

class Sim {
 public:
  explicit Sim(int n) : n_(n) { cudaMalloc(&d_, n * sizeof(Particle)); cudaStreamCreate(&s_); }
  ~Sim() { cudaFree(d_); cudaStreamDestroy(s_); }
  void advance(float h) {
    cudaMemcpyToSymbolAsync(dt, &h, sizeof(float), 0, cudaMemcpyHostToDevice, s_);
    step<<<(n_ + 127) / 128, 128, 0, s_>>>(d_, n_);
  }
  int count() const { int c = 0; cudaMemcpyFromSymbol(&c, counter, sizeof(int)); return c; }
 private:
  int n_;
  Particle *d_ = nullptr;
  cudaStream_t s_;
};

int main() {
  Sim sim(1000);
  for (int k = 0; k < 10; ++k) sim.advance(0.01f);
  std::cout << "steps: " << sim.count() << std::endl;
}
