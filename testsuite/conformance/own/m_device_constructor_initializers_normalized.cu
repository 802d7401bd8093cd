class Rng {
public:
  __device__ explicit Rng(unsigned seed) : state_(seed * 747796405u + 2891336453u) {}
  __device__ unsigned next() {
    state_ ^= state_ << 13;
    state_ ^= state_ >> 17;
    state_ ^= state_ << 5;
    return state_;
  }
  __device__ float uniform() { return (next() & 0xffffff) / 16777216.0f; }
private:
  unsigned state_;
};

__global__ void monte_carlo(unsigned seed, int samples, unsigned long long *hits) {
  Rng rng(seed + blockIdx.x * blockDim.x + threadIdx.x);
  unsigned long long local = 0;
  for (int i = 0; i < samples; ++i) {
    float x = rng.uniform(), y = rng.uniform();
    if (x * x + y * y <= 1.0f) ++local;
  }
  atomicAdd(hits, local);
}

double pi(int blocks) {
  unsigned long long *h;
  cudaMallocManaged(&h, sizeof(*h));
  *h = 0;
  monte_carlo<<<blocks, 256>>>(1234u, 1000, h);
  cudaDeviceSynchronize();
  double r = 4.0 * *h / (blocks * 256.0 * 1000);
  cudaFree(h);
  return r;
}
