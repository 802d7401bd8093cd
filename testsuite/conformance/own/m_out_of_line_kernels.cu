// DESC: out-of-line kernel definitions: a namespace qualifier is not a class
namespace ns { __global__ void k(int *p); }
__global__ void ns::k(int *p) { p[0] = 1; }
struct S { __global__ static void m(int *p); };
__global__ void S::m(int *p) { p[0] = 1; }
