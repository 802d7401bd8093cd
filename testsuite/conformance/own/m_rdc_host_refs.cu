// FLAGS: -rdc=true
#include <cuda_runtime.h>
extern void sink(const void *);
__device__ int dv;
__constant__ float cv[2];
namespace ns { __device__ double nd; __constant__ int nc = 3; namespace in { __device__ int deep; } }
__device__ int unused_dv;
__device__ int dv2;
__global__ void k(int *p) { p[0] = dv + ns::nc; }
void h() {
  sink(&dv2); sink(&dv); sink(cv);
  cudaMemcpyToSymbol(ns::nd, &dv, sizeof(double));
  sink(&ns::nc); sink(&ns::in::deep);
}
