#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s\n", cudaGetErrorString(e)); return -1; } } while (0)

struct Coeffs {
  float a, b;
  int shift;
};

__constant__ Coeffs c_coeffs[4];
__constant__ float c_kernel[9];
__device__ Coeffs d_state[2];
__device__ int d_counter;

__global__ void sample_kernel(cudaTextureObject_t tex, float* out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  float u = (x + 0.5f) / w, v = (y + 0.5f) / h;
  float s = 0.f;
  for (int j = -1; j <= 1; ++j)
    for (int i = -1; i <= 1; ++i)
      s += c_kernel[(j + 1) * 3 + (i + 1)] * tex2D<float>(tex, u + i / (float)w, v + j / (float)h);
  out[y * w + x] = s * c_coeffs[0].a + c_coeffs[0].b;
  atomicAdd(&d_counter, 1);
}

__global__ void write_surface(cudaSurfaceObject_t surf, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) surf2Dwrite(float(x + y), surf, x * sizeof(float), y);
}

__global__ void pitched_kernel(float* p, size_t pitch, int w, int h) {
  int x = threadIdx.x, y = blockIdx.x;
  if (x < w && y < h) {
    float* row = (float*)((char*)p + y * pitch);
    row[x] *= d_state[0].a;
  }
}

int main() {
  const int w = 64, h = 32;
  std::vector<float> host(w * h, 1.0f);
  cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
  cudaArray_t arr;
  CHECK(cudaMallocArray(&arr, &desc, w, h, cudaArraySurfaceLoadStore));
  CHECK(cudaMemcpy2DToArray(arr, 0, 0, host.data(), w * sizeof(float), w * sizeof(float), h, cudaMemcpyHostToDevice));

  cudaResourceDesc res = {};
  res.resType = cudaResourceTypeArray;
  res.res.array.array = arr;
  cudaTextureDesc td = {};
  td.addressMode[0] = cudaAddressModeClamp;
  td.addressMode[1] = cudaAddressModeClamp;
  td.filterMode = cudaFilterModeLinear;
  td.readMode = cudaReadModeElementType;
  td.normalizedCoords = 1;
  cudaTextureObject_t tex = 0;
  CHECK(cudaCreateTextureObject(&tex, &res, &td, nullptr));
  cudaSurfaceObject_t surf = 0;
  CHECK(cudaCreateSurfaceObject(&surf, &res));

  float kern[9] = {0, 0.125f, 0, 0.125f, 0.5f, 0.125f, 0, 0.125f, 0};
  Coeffs cs[4] = {{1.f, 0.f, 0}, {2.f, 1.f, 1}, {0.5f, 0.f, 2}, {1.f, 1.f, 3}};
  CHECK(cudaMemcpyToSymbol(c_kernel, kern, sizeof(kern)));
  CHECK(cudaMemcpyToSymbol(c_coeffs, cs, sizeof(cs), 0, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpyToSymbol(d_state, &cs[1], sizeof(Coeffs), sizeof(Coeffs)));
  int zero = 0;
  CHECK(cudaMemcpyToSymbol(d_counter, &zero, sizeof(int)));
  Coeffs* p_state = nullptr;
  CHECK(cudaGetSymbolAddress((void**)&p_state, d_state));
  size_t sz = 0;
  CHECK(cudaGetSymbolSize(&sz, c_coeffs));

  float* d_out;
  CHECK(cudaMalloc(&d_out, w * h * sizeof(float)));
  dim3 block(16, 16), grid((w + 15) / 16, (h + 15) / 16);
  write_surface<<<grid, block>>>(surf, w, h);
  sample_kernel<<<grid, block>>>(tex, d_out, w, h);

  float* pitched;
  size_t pitch;
  CHECK(cudaMallocPitch((void**)&pitched, &pitch, w * sizeof(float), h));
  CHECK(cudaMemcpy2D(pitched, pitch, host.data(), w * sizeof(float), w * sizeof(float), h, cudaMemcpyHostToDevice));
  pitched_kernel<<<h, w>>>(pitched, pitch, w, h);
  CHECK(cudaMemcpy2D(host.data(), w * sizeof(float), pitched, pitch, w * sizeof(float), h, cudaMemcpyDeviceToHost));
  int count = 0;
  CHECK(cudaMemcpyFromSymbol(&count, d_counter, sizeof(int)));
  printf("%d %zu %f\n", count, sz, host[0]);
  cudaDestroyTextureObject(tex);
  cudaDestroySurfaceObject(surf);
  cudaFreeArray(arr);
  cudaFree(pitched);
  cudaFree(d_out);
  return 0;
}
