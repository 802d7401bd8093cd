// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a __device__, __constant__, __shared__ or __managed__ variable in an inline namespace of internal linkage (inline unnamed, or inline inside unnamed, at any depth) is an error at its name; not in an unnamed namespace inside a named inline one, not a variable template
inline namespace { __device__ int d = 1; __constant__ int c = 2; }
namespace outer { inline namespace { __shared__ int s; __managed__ int m = 3; } }
inline namespace { namespace inner { __device__ int d2; } }
namespace a { inline namespace { namespace b { inline namespace c { __device__ int x4; } } } }
inline namespace { __device__ int d4, d5; extern __device__ int d6; static __device__ int d7; }
inline namespace { __device__ void f(); template <class T> __device__ T vt = 0; __device__ int arr[2] = {1, 2}; }
inline namespace { __device__ const int ci = 1; __constant__ constexpr int ce = 2; __shared__ int si = 1; __device__ __managed__ const int mc = 1; }
inline namespace q { namespace { __device__ int x1; } }
inline namespace q2 { __device__ int x3; }
