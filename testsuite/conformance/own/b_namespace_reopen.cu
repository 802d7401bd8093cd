// DESC: namespace reopened with kernels and device vars
namespace n { __device__ int dv; }
namespace n { __global__ void k() { dv = 1; } }
namespace n { void h() { k<<<1, 1>>>(); } }
