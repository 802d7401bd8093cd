__device__ int g0;
namespace a { __device__ int a1; namespace b { __device__ int b1; } __device__ int a2; }
namespace c { __device__ int c1; namespace d { __device__ int d1; } }
namespace a { __device__ int a3; namespace b { __device__ int b2; } }
__device__ int g1;
__global__ void k(int *p) { p[0] = g0; }
