#include <cstdio>
#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) printf("%s\n", cudaGetErrorString(e)); } while (0)

__global__ void block_sum(const float *in, float *out, int n) {
  __shared__ float buf[256];
  int tid = threadIdx.x;
  int i = blockIdx.x * blockDim.x + tid;
  float warp_add(float v) { return v + __shfl_down_sync(0xffffffff, v, 1); }
  buf[tid] = i < n ? in[i] : 0.0f;
  __syncthreads();
  if (tid == 0) out[blockIdx.x] = buf[0];
}

int main() {
  float *d_in, *d_out;
  CHECK(cudaMalloc(&d_in, 1024 * sizeof(float)));
  CHECK(cudaMalloc(&d_out, 4 * sizeof(float)));
  block_sum<<<4, 256>>>(d_in, d_out, 1024);
  return 0;
}
