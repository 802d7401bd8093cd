template <int BINS>
__global__ void hist(const int *data, int n, unsigned *out) {
  __shared__ unsigned smem[BINS];
  for (int i = threadIdx.x; i < BINS; i += blockDim.x) smem[i] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&smem[data[i] % BINS], 1u);
  __syncthreads();
  for (int i = threadIdx.x; i < BINS; i += blockDim.x) atomicAdd(&out[i], smem[i]);
}
void run(const int *d, int n, unsigned *o) { hist<64><<<8, 128>>>(d, n, o); }
