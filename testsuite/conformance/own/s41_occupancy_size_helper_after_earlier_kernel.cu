#include <cstdio>
__global__ void delay(volatile int *flag, unsigned long long timeout_clocks = 10000000)
{
    long long int start_clock, sample_clock;
    start_clock = clock64();
    while (!*flag) {
        sample_clock = clock64();
        if (sample_clock - start_clock > timeout_clocks) {
            break;
        }
    }
}
__global__ void copyp2p(int4 *__restrict__ dest, int4 const *__restrict__ src, size_t num_elems)
{
    size_t globalId = blockIdx.x * blockDim.x + threadIdx.x;
    for (size_t i = globalId; i < num_elems; i += 1) dest[i] = src[i];
}
void run(int4 *a, int4 *b, cudaStream_t s) {
  int numBlocks, blockSize;
  cudaOccupancyMaxPotentialBlockSize(&numBlocks, &blockSize, copyp2p);
  copyp2p<<<numBlocks, blockSize, 0, s>>>(a, b, 4);
}
int main() {
  int *f; int4 *a, *b;
  
  delay<<<1, 1>>>(f);
  run(a, b, 0);
  return 0;
}
