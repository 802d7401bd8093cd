#include <cstdio>
#include <vector>
#include <numeric>
#include <iostream>

#define BLOCK 512

#define CUDA_SAFE_CALL(x)                                                  \
  do {                                                                     \
    cudaError_t e = (x);                                                   \
    if (e != cudaSuccess) {                                                \
      std::cerr << "CUDA failure " << cudaGetErrorString(e) << " at "     \
                << __FILE__ << ":" << __LINE__ << std::endl;               \
      return 1;                                                            \
    }                                                                      \
  } while (0)

// Blelloch work-efficient exclusive scan of one block
__global__ void blockScan(const int *in, int *out, int *blockSums, int n) {
  __shared__ int temp[2 * BLOCK];
  int tid = threadIdx.x;
  int base = blockIdx.x * 2 * BLOCK;
  int ai = tid, bi = tid + BLOCK;
  temp[ai] = (base + ai < n) ? in[base + ai] : 0;
  temp[bi] = (base + bi < n) ? in[base + bi] : 0;
  int offset = 1;
  for (int d = BLOCK; d > 0; d >>= 1) {
    __syncthreads();
    if (tid < d) {
      int x = offset * (2 * tid + 1) - 1;
      int y = offset * (2 * tid + 2) - 1;
      temp[y] += temp[x];
    }
    offset *= 2;
  }
  if (tid == 0) {
    if (blockSums) blockSums[blockIdx.x] = temp[2 * BLOCK - 1];
    temp[2 * BLOCK - 1] = 0;
  }
  for (int d = 1; d < 2 * BLOCK; d *= 2) {
    offset >>= 1;
    __syncthreads();
    if (tid < d) {
      int x = offset * (2 * tid + 1) - 1;
      int y = offset * (2 * tid + 2) - 1;
      int t = temp[x];
      temp[x] = temp[y];
      temp[y] += t;
    }
  }
  __syncthreads();
  if (base + ai < n) out[base + ai] = temp[ai];
  if (base + bi < n) out[base + bi] = temp[bi];
}

__global__ void addOffsets(int *out, const int *offsets, int n) {
  int i = blockIdx.x * 2 * BLOCK + threadIdx.x;
  int add = offsets[blockIdx.x];
  if (i < n) out[i] += add;
  if (i + BLOCK < n) out[i + BLOCK] += add;
}

static int scanRecursive(int *d_in, int *d_out, int n) {
  int blocks = (n + 2 * BLOCK - 1) / (2 * BLOCK);
  int *d_sums = nullptr;
  if (blocks > 1) CUDA_SAFE_CALL(cudaMalloc(&d_sums, blocks * sizeof(int)));
  blockScan<<<blocks, BLOCK>>>(d_in, d_out, d_sums, n);
  CUDA_SAFE_CALL(cudaGetLastError());
  if (blocks > 1) {
    int *d_scanned;
    CUDA_SAFE_CALL(cudaMalloc(&d_scanned, blocks * sizeof(int)));
    if (scanRecursive(d_sums, d_scanned, blocks) != 0) return 1;
    addOffsets<<<blocks, BLOCK>>>(d_out, d_scanned, n);
    cudaFree(d_scanned);
    cudaFree(d_sums);
  }
  return 0;
}

int main() {
  const int n = 3000000;
  std::vector<int> h(n);
  for (int i = 0; i < n; ++i) h[i] = (i * 7) % 13;
  std::vector<int> ref(n);
  std::exclusive_scan(h.begin(), h.end(), ref.begin(), 0);

  int *d_in, *d_out;
  CUDA_SAFE_CALL(cudaMalloc(&d_in, n * sizeof(int)));
  CUDA_SAFE_CALL(cudaMalloc(&d_out, n * sizeof(int)));
  CUDA_SAFE_CALL(cudaMemcpy(d_in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  if (scanRecursive(d_in, d_out, n) != 0) return 1;
  std::vector<int> got(n);
  CUDA_SAFE_CALL(cudaMemcpy(got.data(), d_out, n * sizeof(int), cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < n; ++i) bad += got[i] != ref[i];
  std::cout << "scan of " << n << " elements: " << (bad ? "FAILED" : "PASSED") << std::endl;
  cudaFree(d_in);
  cudaFree(d_out);
  return bad != 0;
}
