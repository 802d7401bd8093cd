// DESC: the runtime's __device_builtin__ typedefs (cudaTextureObject_t, cudaStream_t) seen through in the stub; vector types tagged; typedef struct S {...} S; members declared together (float a, b;) and __align__ classes sized right
#include <cuda_runtime.h>
typedef struct Pair { float a, b; } Pair;
struct __align__(16) Wide { float a, *p; };
typedef unsigned long long my_handle;
__global__ void tex(cudaTextureObject_t t, uchar4 *out, float4 v, my_handle h, cudaStream_t s) {}
__global__ void pairs(Pair p, char c, Wide w, int2 i, double d) {}
__global__ void surf(cudaSurfaceObject_t s, cudaEvent_t e, float3 f) {}
