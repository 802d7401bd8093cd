// DESC: variables register by namespace, cuda and std first (the front end declares them before the unit does); names in std mangle with St
int plain(int x) { return x + 1; }
namespace later { __device__ int first_written; }
namespace std { __device__ int s; namespace inner { __device__ int t; } }
namespace cuda { __device__ int c; namespace detail { __device__ int d; } }
namespace later { __device__ int second_written; }
__device__ int global_one;
namespace std { __global__ void kk(int a) {} template <class T> __global__ void kt(T a) {} }
void launch() { std::kk<<<1, 1>>>(1); std::kt<<<1, 1>>>(1.0f); }
