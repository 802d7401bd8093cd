template <int BLOCK>
__global__ void scan(int *data) {
  __shared__ int s[BLOCK];
  template <int K> struct Step { static const int value = K; };
  s[threadIdx.x] = data[threadIdx.x];
  __syncthreads();
  data[threadIdx.x] = s[BLOCK - 1 - threadIdx.x];
}

int main() { scan<128><<<1, 128>>>(0); return 0; }
