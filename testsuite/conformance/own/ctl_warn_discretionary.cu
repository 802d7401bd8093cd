// FLAGS: --diag-warn=3632
// DESC: diagnostic control --diag-warn=3632
struct S { __host__ S() = default; };
__device__ int dv;
void h() { dv = 1; int a = dv; }
__global__ int k() { return 0; }
__host__ __global__ void both() {}
