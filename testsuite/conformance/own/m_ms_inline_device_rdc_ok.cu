// FLAGS: -rdc=true
// DESC: VALID: inline __device__ variable with -rdc=true
inline __device__ int counter = 0;
__global__ void k(int *p) { p[0] = counter; }
