// DESC: namespace alias and using declarations with kernels
namespace very { namespace long_name { __global__ void k(int *p) { p[0] = 1; } __device__ int dv; } }
namespace vl = very::long_name;
using vl::k;
void h(int *p) { k<<<1, 1>>>(p); vl::k<<<1, 1>>>(p); }
