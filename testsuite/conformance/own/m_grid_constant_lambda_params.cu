// FLAGS: --extended-lambda
// DESC: cufe's own case (recorded with the real cudafe++ 13.5): __grid_constant__ on a lambda's parameter is an error (a lambda's call operator is never __global__) for a plain lambda in host or device code and an extended __device__ or __host__ __device__ one, at the parameter list
void h() { auto l = [](__grid_constant__ const int x) { return x; }; l(1); }
__global__ void k() { auto l = [](__grid_constant__ const int x) { return x; }; l(1); }
void e() { auto l = [] __device__ (__grid_constant__ const int x) { return x; }; }
void f() { auto l = [] __host__ __device__ (int y, __grid_constant__ const int x) { return x + y; }; }
