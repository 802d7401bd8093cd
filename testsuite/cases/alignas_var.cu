alignas(16) __device__ float v[4];
