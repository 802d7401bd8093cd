// DESC: cufe's own case (recorded with the real cudafe++ 13.5): extern_device_no_rdc
extern __device__ int x;
__global__ void k(int *p) { p[0] = x; }
