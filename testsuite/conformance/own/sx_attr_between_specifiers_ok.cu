// DESC: VALID: memory space between specifiers (static __device__ const volatile)
static const __device__ int a = 1;
const static __constant__ int b = 2;
__global__ void k(int *o) { o[0] = a + b; }
