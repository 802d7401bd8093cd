struct Cfg {
  dim3 gridDim;
  int warpSize;
  __host__ __device__ unsigned f() const { return warpSize + gridDim.x; }
};
static inline unsigned launch_helper(dim3 gridDim, dim3 blockDim)
{
  return gridDim.x * blockDim.x;
}
__device__ int dev(int warpSize) { return warpSize + threadIdx.x; }
__host__ __device__ unsigned hd() { return blockDim.x + warpSize; }
void host()
{
  dim3 threadIdx(1, 1, 1);
  unsigned v = threadIdx.x;
  (void)v;
}
__global__ void k(unsigned *o)
{
  o[0] = gridDim.x;
  {
    int blockIdx = 3;
    o[1] = blockIdx;
  }
  o[2] = blockIdx.x;
}
