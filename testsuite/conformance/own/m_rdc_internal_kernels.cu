// FLAGS: -rdc=true
namespace ns { __global__ void ke(int *p) { p[0] = 4; } namespace in { __global__ void kd(int *p) { p[0] = 6; } } }
__global__ void kg(int *p) { p[0] = 5; }
namespace ms { __global__ void km(int *p) { p[0] = 7; } }
__global__ void kh(int *p) { p[0] = 8; }
void h(int *p) { ms::km<<<1, 1>>>(p); ns::in::kd<<<1, 1>>>(p); ns::ke<<<1, 1>>>(p); kg<<<1, 1>>>(p); kh<<<1, 1>>>(p); }
