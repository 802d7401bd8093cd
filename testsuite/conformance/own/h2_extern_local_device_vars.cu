// DESC: cufe's own case (recorded with the real cudafe++ 13.5): block-scope `extern` declarations of device variables in host and kernel bodies: no local, printed static
void h() { extern __constant__ int c; extern __managed__ int m; extern __shared__ int s[]; (void)sizeof(c); }
int g() { extern __device__ int x; x = 1; return x; }
__global__ void k(int *o) { extern __device__ int x; o[0] = x; }
__device__ int x = 2;
