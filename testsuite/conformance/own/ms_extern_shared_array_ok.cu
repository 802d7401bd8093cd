// DESC: VALID: extern __shared__ unsized array (dynamic shared memory) in a kernel
__global__ void k(float *o) {
  extern __shared__ float buf[];
  buf[threadIdx.x] = o[threadIdx.x];
  __syncthreads();
  o[threadIdx.x] = buf[0];
}
