#include <cstdio>

int main() {
  int count = 0;
  cudaGetDeviceCount(&count);
  for (int dev = 0; dev < count; ++dev) {
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, dev);
    printf("Device %d: %s\n", dev, prop.name);
    printf("  Compute capability: %d.%d\n", prop.major, prop.minor);
    printf("  Global memory: %.2f GB\n", prop.totalGlobalMem / (1024.0 * 1024.0 * 1024.0));
    printf("  SMs: %d, warp %d, max threads/block %d\n", prop.multiProcessorCount, prop.warpSize, prop.maxThreadsPerBlock);
    printf("  Shared/block: %zu KB\n", prop.sharedMemPerBlock / 1024);
    int driver = 0, runtime = 0;
    cudaDriverGetVersion(&driver);
    cudaRuntimeGetVersion(&runtime);
    printf("  Driver %d Runtime %d\n", driver / 1000, runtime % 100);
  }
  return 0;
}
__global__ void dummy() {}
