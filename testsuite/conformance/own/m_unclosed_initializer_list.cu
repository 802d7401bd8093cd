__device__ int table[] = { 1, 2, 3,
