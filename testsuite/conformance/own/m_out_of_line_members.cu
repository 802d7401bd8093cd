// DESC: memory space on an out-of-line static member definition vs a namespace member
namespace ns { extern __device__ int x; }
__device__ int ns::x = 1;
struct S { static __device__ int y; static int z; };
__device__ int S::y = 2;
__device__ int S::z = 3;
