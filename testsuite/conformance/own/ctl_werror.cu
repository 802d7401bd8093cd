// FLAGS: -Werror all-warnings
// DESC: diagnostic control -Werror all-warnings
struct S { __host__ S() = default; };
__device__ int dv;
void h() { dv = 1; int a = dv; }
__global__ int k() { return 0; }
__host__ __global__ void both() {}
