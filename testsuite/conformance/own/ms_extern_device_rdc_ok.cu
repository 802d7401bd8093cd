// FLAGS: -rdc=true
// DESC: VALID: extern __device__ variable with relocatable device code
extern __device__ int g;
__global__ void k(int *o) { o[0] = g; }
