// DESC: cufe's own case (recorded with the real cudafe++ 13.5): x1
__device__ int dv;
__constant__ int cv;
__shared__ int sv;
__managed__ int mv;
__device__ int dev(int *p, const char &c) { return 0; }
__host__ __device__ int hd(int x) { return dv + x; }
void h1() { int a = cv; cv = 2; int *p = &cv; dv++; --dv; dv += 1; int *q = &dv; int s = sizeof(dv); a = sv; }
void h2() { int dv = 3; dv = 4; ::dv = 5; }
namespace n { __device__ int nv; void h3() { nv = 1; n::nv = 2; } }
struct S { __device__ void m(); void h() { m(); } };
__global__ void k(int);
void h4() { k(1); hd(1); dev(0, 'a'); int (*fp)(int) = hd; auto l = [] { return dv; }; }
