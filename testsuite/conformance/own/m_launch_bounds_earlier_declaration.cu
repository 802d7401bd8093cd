// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a kernel defined without __launch_bounds__ registers with the bound an earlier declaration gave it (a prototype, a kernel template's declaration); a definition's own bound counts too
__global__ void __launch_bounds__(128) k1(int *p);
__global__ void k1(int *p) { p[0] = 1; }
__global__ void k2(int *p);
__global__ void __launch_bounds__(256) k2(int *p) { p[0] = 2; }
namespace ns {
__global__ void __launch_bounds__(32, 2) k3(float *p);
}
__global__ void ns::k3(float *p) { p[0] = 3; }
template <typename T> __global__ void __launch_bounds__(64) kt(T *p);
template <typename T> __global__ void kt(T *p) { p[0] = 4; }
void h(int *p) { kt<<<1, 1>>>(p); }
