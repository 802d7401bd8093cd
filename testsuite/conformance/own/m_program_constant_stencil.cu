#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cmath>

#define RADIUS 4
#define BLOCK_SIZE 256

__constant__ float c_coeff[2 * RADIUS + 1];
__constant__ int c_width;

#define gpuErrchk(ans) { gpuAssert((ans), __FILE__, __LINE__); }
inline void gpuAssert(cudaError_t code, const char *file, int line, bool abort = true) {
  if (code != cudaSuccess) {
    fprintf(stderr, "GPUassert: %s %s %d\n", cudaGetErrorString(code), file, line);
    if (abort) exit(code);
  }
}

__global__ void stencil1d(const float *in, float *out, int n) {
  __shared__ float tile[BLOCK_SIZE + 2 * RADIUS];
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  int l = threadIdx.x + RADIUS;
  tile[l] = g < n ? in[g] : 0.0f;
  if (threadIdx.x < RADIUS) {
    tile[l - RADIUS] = g >= RADIUS ? in[g - RADIUS] : 0.0f;
    tile[l + BLOCK_SIZE] = g + BLOCK_SIZE < n ? in[g + BLOCK_SIZE] : 0.0f;
  }
  __syncthreads();
  if (g >= n) return;
  float r = 0.0f;
#pragma unroll
  for (int k = -RADIUS; k <= RADIUS; ++k) r += c_coeff[k + RADIUS] * tile[l + k];
  out[g] = r;
}

__global__ void laplace2d(const float *u, float *v, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int w = c_width;
  if (x <= 0 || y <= 0 || x >= w - 1 || y >= h - 1) return;
  v[y * w + x] = 0.25f * (u[y * w + x - 1] + u[y * w + x + 1] + u[(y - 1) * w + x] +
                          u[(y + 1) * w + x]) - u[y * w + x];
}

int main() {
  const int n = 1 << 20;
  float coeff[2 * RADIUS + 1];
  float sum = 0.0f;
  for (int i = 0; i <= 2 * RADIUS; ++i) {
    coeff[i] = expf(-0.5f * (i - RADIUS) * (i - RADIUS));
    sum += coeff[i];
  }
  for (float &c : coeff) c /= sum;
  gpuErrchk(cudaMemcpyToSymbol(c_coeff, coeff, sizeof(coeff)));

  std::vector<float> h(n);
  for (int i = 0; i < n; ++i) h[i] = sinf(i * 0.001f);
  float *d_in, *d_out;
  gpuErrchk(cudaMalloc((void **)&d_in, n * sizeof(float)));
  gpuErrchk(cudaMalloc((void **)&d_out, n * sizeof(float)));
  gpuErrchk(cudaMemcpy(d_in, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  stencil1d<<<(n + BLOCK_SIZE - 1) / BLOCK_SIZE, BLOCK_SIZE>>>(d_in, d_out, n);
  gpuErrchk(cudaPeekAtLastError());
  gpuErrchk(cudaDeviceSynchronize());

  const int W = 1024, H = 1024;
  gpuErrchk(cudaMemcpyToSymbol(c_width, &W, sizeof(int)));
  dim3 blk(32, 8), grd((W + 31) / 32, (H + 7) / 8);
  laplace2d<<<grd, blk>>>(d_in, d_out, H);
  gpuErrchk(cudaPeekAtLastError());

  int wback = 0;
  gpuErrchk(cudaMemcpyFromSymbol(&wback, c_width, sizeof(int)));
  std::vector<float> out(n);
  gpuErrchk(cudaMemcpy(out.data(), d_out, n * sizeof(float), cudaMemcpyDeviceToHost));
  printf("width %d, out[100]=%f\n", wback, out[100]);
  gpuErrchk(cudaFree(d_in));
  gpuErrchk(cudaFree(d_out));
  return 0;
}
