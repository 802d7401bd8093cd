// DESC: internal-linkage device variables in namespaces (static, unnamed namespace, const and constexpr) are registered under the unit's _INTERNAL_ namespace
static __device__ int v1;
namespace a { static __device__ int v2; }
namespace { __device__ int v3; }
namespace b { namespace { __device__ int v4; } }
__device__ constexpr int v5 = 1;
namespace c { __device__ constexpr int v6 = 1; }
__global__ void k() {}
