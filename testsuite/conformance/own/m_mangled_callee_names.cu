// DESC: the first device-call error names the callee plainly, later ones mangled
__device__ int d1(int *p) { return 0; }
__device__ int d2(int *p, int x) { return 0; }
__device__ int d3(int &r) { return 0; }
__device__ int d4(float x, double y) { return 0; }
__device__ int d5(const char *s) { return 0; }
namespace n { __device__ int d6(int *p) { return 0; } }
struct S { __device__ int d7(int *p) { return 0; } };
__device__ int d8(unsigned int x, long y) { return 0; }
void h(S s) { d1(0); d2(0, 1); int z; d3(z); d4(1, 2); d5(""); n::d6(0); s.d7(0); d8(1, 2); }
