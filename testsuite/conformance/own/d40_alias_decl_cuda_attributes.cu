// DESC: CUDA attributes in alias declarations' type-ids (#1835 each), with a kernel error so the unit fails
using K = __global__ void(int *);
using D = __device__ int(int);
using H = __host__ __device__ float(float);
using DV = __shared__ int;
__global__ int bad() { return 0; }
