#include <cstdio>
#include <cuda_runtime.h>

namespace physics {
namespace detail {
__device__ float g_gravity = 9.81f;
__constant__ int c_steps = 4;

__device__ inline float accel(float m) { return g_gravity / m; }
}  // namespace detail

__global__ void integrate(float* v, const float* m, float dt, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    for (int s = 0; s < detail::c_steps; ++s) v[i] += detail::accel(m[i]) * dt;
}

__global__ void integrate(double* v, const double* m, double dt, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] += dt / m[i];
}
}  // namespace physics

namespace {
__device__ int hidden_count;
__global__ void count_kernel(int n) {
  if (threadIdx.x < n) atomicAdd(&hidden_count, 1);
}
struct Local {
  int x;
};
__global__ void local_kernel(Local l, int* out) { *out = l.x; }
}  // namespace

static __global__ void static_kernel(int* p) { p[threadIdx.x] = threadIdx.x; }

extern "C" __global__ void c_kernel(float* p, int n) {
  int i = threadIdx.x;
  if (i < n) p[i] = 0.f;
}

class Grid {
 public:
  explicit Grid(int n) : n_(n) {}
  int size() const { return n_; }
  friend __global__ void fill_grid(Grid g, int* out);
  static __device__ int scale(int v) { return v * 2; }

 private:
  int n_;
};

__global__ void fill_grid(Grid g, int* out) {
  int i = threadIdx.x;
  if (i < g.n_) out[i] = Grid::scale(i);
}

struct Params {
  int n;
  float alpha;
  float coef[8];
};

__global__ void grid_const_kernel(const __grid_constant__ Params p, float* out) {
  int i = threadIdx.x;
  if (i < p.n) out[i] = p.alpha * p.coef[i % 8];
}

int main() {
  const int n = 256;
  float* dv;
  float* dm;
  cudaMalloc(&dv, n * sizeof(float));
  cudaMalloc(&dm, n * sizeof(float));
  physics::integrate<<<(n + 127) / 128, 128>>>(dv, dm, 0.01f, n);
  double *ddv, *ddm;
  cudaMalloc(&ddv, n * sizeof(double));
  cudaMalloc(&ddm, n * sizeof(double));
  physics::integrate<<<1, n>>>(ddv, ddm, 0.01, n);
  count_kernel<<<1, 32>>>(16);
  int* di;
  cudaMalloc(&di, n * sizeof(int));
  local_kernel<<<1, 1>>>(Local{3}, di);
  static_kernel<<<1, 32>>>(di);
  c_kernel<<<1, 64>>>(dv, n);
  Grid g(64);
  fill_grid<<<1, g.size()>>>(g, di);
  Params p{};
  p.n = n;
  p.alpha = 2.f;
  grid_const_kernel<<<1, n>>>(p, dv);
  int h = 0;
  cudaMemcpyFromSymbol(&h, hidden_count, sizeof(int));
  float grav = 1.62f;
  cudaMemcpyToSymbol(physics::detail::g_gravity, &grav, sizeof(float));
  cudaDeviceSynchronize();
  printf("%d\n", h);
  cudaFree(dv);
  cudaFree(dm);
  cudaFree(ddv);
  cudaFree(ddm);
  cudaFree(di);
  return 0;
}
