// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a memory space or __device__ on a parameter does not apply (#1835, a warning, each one) and is kept in the host output as written (__attribute((shared)) int x); so is one on a function, a typedef or a data member
int plain(int x) { return x + 1; }
__global__ void k5(__device__ __managed__ int x, int *o) { o[0] = x; }
void h5(__device__ __managed__ int y) {}
__global__ void k(__shared__ int x, int *o) { o[0] = x; }
void h(__shared__ int y) {}

__shared__ void f() {}
__constant__ int g(int a) { return a; }
typedef __managed__ int MI;
void h2(__device__ int y, __managed__ int z) {}
struct C { __shared__ int m; };
__global__ void k2(__constant__ int *p) {}
