// FLAGS: -rdc=true
// DESC: with -rdc, internal-linkage device variables are registered behind the module's __nv_static_ prefix
static __device__ int v1;
namespace { __device__ int v3; }
__global__ void k() {}
namespace n { const __device__ int c = 4; static __device__ float s; }
