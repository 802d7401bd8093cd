#include <cstdio>
#include <cuda_runtime.h>

static const int NUM_BINS = 256;
const int LOCAL_BINS = 64;

// The shared array's extent is a named constant: its element type still
// picks the one atomicAdd(unsigned *, unsigned) overload both calls use.
__global__ void histogram_smem(const unsigned char* __restrict__ data, size_t n, unsigned int* bins)
{
    __shared__ unsigned int local[NUM_BINS];
    for (int i = threadIdx.x; i < NUM_BINS; i += blockDim.x) local[i] = 0;
    __syncthreads();
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        atomicAdd(&local[data[i]], 1u);
    __syncthreads();
    for (int i = threadIdx.x; i < NUM_BINS; i += blockDim.x)
        if (local[i]) atomicAdd(&bins[i], local[i]);
}

__global__ void counts(int* out, const int* keys, int n)
{
    int local[LOCAL_BINS];
    atomicAdd(&local[0], 1);
    atomicAdd(&out[keys[threadIdx.x] % n], local[0]);
}

int main()
{
    unsigned char* d;
    unsigned int* b;
    cudaMalloc(&d, 1024);
    cudaMalloc(&b, NUM_BINS * sizeof(unsigned int));
    histogram_smem<<<4, 256>>>(d, 1024, b);
    counts<<<1, 32>>>((int*)b, (const int*)d, 8);
    printf("%d\n", (int)cudaDeviceSynchronize());
    return 0;
}
