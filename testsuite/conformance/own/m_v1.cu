// DESC: cufe's own case (recorded with the real cudafe++ 13.5): v1
extern __device__ int a;
int a;
extern int b;
__device__ int b;
extern __device__ int c;
__constant__ int c;
extern __shared__ int d[];
__device__ void f();
void f() {}
void g();
__device__ void g() {}
__host__ void h();
__device__ void h() {}
__device__ void i();
__host__ __device__ void i() {}
__global__ void k(__grid_constant__ int x) {}
__global__ void k2(__grid_constant__ const int &x) {}
