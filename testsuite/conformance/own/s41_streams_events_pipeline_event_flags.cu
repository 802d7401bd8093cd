#include <cstdio>
__global__ void work(float *d, int n, float f) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) d[i] = d[i] * f + 1.0f; }
int main() {
    const int nStreams = 4, chunk = 1 << 16;
    float *h, *d;
    cudaMallocHost(&h, nStreams * chunk * sizeof(float));
    cudaMalloc(&d, nStreams * chunk * sizeof(float));
    cudaStream_t s[nStreams];
    cudaEvent_t start, stop;
    cudaEventCreateWithFlags(&start, cudaEventBlockingSync);
    cudaEventCreate(&stop, cudaEventDisableTiming);
    for (int i = 0; i < nStreams; ++i) cudaStreamCreateWithFlags(&s[i], cudaStreamNonBlocking);
    cudaEventRecord(start, 0);
    for (int i = 0; i < nStreams; ++i) {
        cudaMemcpyAsync(d + i * chunk, h + i * chunk, chunk * sizeof(float), cudaMemcpyHostToDevice, s[i]);
        work<<<chunk / 256, 256, 0, s[i]>>>(d + i * chunk, chunk, 2.0f);
        cudaMemcpyAsync(h + i * chunk, d + i * chunk, chunk * sizeof(float), cudaMemcpyDeviceToHost, s[i]);
    }
    cudaEventRecord(stop, 0);
    cudaEventSynchronize(stop);
    printf("done\n");
    return 0;
}
