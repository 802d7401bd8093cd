// DESC: cufe's own case (recorded with the real cudafe++ 13.5): automatic __device__ and __constant__ locals read before set (#549); __shared__ ones are static
__global__ void k(int *o) { __device__ int x; __constant__ int c; __shared__ int s; o[0] = x + c + s; }
__device__ int f() { __device__ int y; return y; }
