// FLAGS: --extended-lambda
// DESC: cufe's own case (recorded with the real cudafe++ 13.5): parameters on later lines get line markers (definitions, kernels, kernel templates, lambdas), the device stub's host definition starts its body where the kernel's does
void proto(int a,
           float b);
void def(int a,
         float b) { (void)a; (void)b; }
__global__ void kern(int *p,
                     int n) { p[0] = n; }
template <typename T>
__global__ void tk(T *p,
                   T v) { p[0] = v; }
__device__ int dev(int x,
                   int y) { return x + y; }
struct S { void m(int a,
                  int b) {} };
void use(int *p) { tk<<<1, 1>>>(p,
                                2); }
template <typename F> __global__ void go(F f) { }
void lam(int *p,
         int n) {
  tk<<<1, 1>>>(p, n);
  auto f = [=] __device__ (int i,
                           int j) { return i + j + n; };
  go<<<1, 1>>>(f);
}
