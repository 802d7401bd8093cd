#include <cstdio>
#include <cstdlib>
#include <vector>
#include <random>
#include <chrono>

#define TILE 16

#define checkCuda(x) checkCudaImpl((x), #x, __FILE__, __LINE__)
static void checkCudaImpl(cudaError_t e, const char *what, const char *file, int line) {
  if (e != cudaSuccess) {
    fprintf(stderr, "%s:%d: %s failed: %s\n", file, line, what, cudaGetErrorString(e));
    exit(1);
  }
}

struct MatDims {
  int M, N, K;
};

__global__ void matmulTiled(const float *A, const float *B, float *C, MatDims d) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int row = blockIdx.y * TILE + threadIdx.y;
  int col = blockIdx.x * TILE + threadIdx.x;
  float acc = 0.0f;
  for (int t = 0; t < (d.K + TILE - 1) / TILE; ++t) {
    int ak = t * TILE + threadIdx.x;
    int bk = t * TILE + threadIdx.y;
    As[threadIdx.y][threadIdx.x] = (row < d.M && ak < d.K) ? A[row * d.K + ak] : 0.0f;
    Bs[threadIdx.y][threadIdx.x] = (bk < d.K && col < d.N) ? B[bk * d.N + col] : 0.0f;
    __syncthreads();
#pragma unroll
    for (int k = 0; k < TILE; ++k) acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
    __syncthreads();
  }
  if (row < d.M && col < d.N) C[row * d.N + col] = acc;
}

__global__ void matmulNaive(const float *A, const float *B, float *C, MatDims d) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= d.M || col >= d.N) return;
  float acc = 0.0f;
  for (int k = 0; k < d.K; ++k) acc += A[row * d.K + k] * B[k * d.N + col];
  C[row * d.N + col] = acc;
}

static void matmulHost(const std::vector<float> &A, const std::vector<float> &B,
                       std::vector<float> &C, const MatDims &d) {
  for (int i = 0; i < d.M; ++i)
    for (int j = 0; j < d.N; ++j) {
      double s = 0;
      for (int k = 0; k < d.K; ++k) s += A[i * d.K + k] * B[k * d.N + j];
      C[i * d.N + j] = static_cast<float>(s);
    }
}

int main() {
  MatDims d{256, 192, 320};
  std::vector<float> A(d.M * d.K), B(d.K * d.N), C(d.M * d.N), ref(d.M * d.N);
  std::mt19937 gen(42);
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  for (auto &x : A) x = dist(gen);
  for (auto &x : B) x = dist(gen);

  float *dA, *dB, *dC;
  checkCuda(cudaMalloc(&dA, A.size() * sizeof(float)));
  checkCuda(cudaMalloc(&dB, B.size() * sizeof(float)));
  checkCuda(cudaMalloc(&dC, C.size() * sizeof(float)));
  checkCuda(cudaMemcpy(dA, A.data(), A.size() * sizeof(float), cudaMemcpyHostToDevice));
  checkCuda(cudaMemcpy(dB, B.data(), B.size() * sizeof(float), cudaMemcpyHostToDevice));

  dim3 block(TILE, TILE);
  dim3 grid((d.N + TILE - 1) / TILE, (d.M + TILE - 1) / TILE);
  auto t0 = std::chrono::high_resolution_clock::now();
  matmulTiled<<<grid, block>>>(dA, dB, dC, d);
  checkCuda(cudaDeviceSynchronize());
  auto t1 = std::chrono::high_resolution_clock::now();
  double ms = std::chrono::duration<double, std::milli>(t1 - t0).count();
  checkCuda(cudaMemcpy(C.data(), dC, C.size() * sizeof(float), cudaMemcpyDeviceToHost));

  matmulNaive<<<grid, block>>>(dA, dB, dC, d);
  checkCuda(cudaGetLastError());

  matmulHost(A, B, ref, d);
  int errors = 0;
  for (size_t i = 0; i < C.size(); ++i)
    if (std::abs(C[i] - ref[i]) > 1e-3f) ++errors;
  printf("tiled matmul: %.3f ms, %d errors\n", ms, errors);

  cudaFree(dA);
  cudaFree(dB);
  cudaFree(dC);
  return errors == 0 ? 0 : 1;
}
