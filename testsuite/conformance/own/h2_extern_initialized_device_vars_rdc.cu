// FLAGS: -rdc=true
// DESC: cufe's own case (recorded with the real cudafe++ 13.5): with -rdc, `extern` with an initializer defines a device variable (hidden, registered)
extern __device__ int ed = 3;
extern __constant__ int ec = 1;
extern __managed__ int em = 2;
__global__ void k(int *o) { o[0] = ed + ec + em; }
