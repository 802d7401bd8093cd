// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a __global__ function whose return type is a typedef or alias of void (chained, namespace-scoped, a class's member alias, qualified) is a kernel returning void
using Void = void;
typedef Void V2;
namespace n { typedef void W; __global__ W k3(int *p) { *p = 3; } }
struct S { using X = void; static X f(); };
__global__ S::X k4() {}
__global__ Void k1(int *p) { *p = 1; }
__global__ V2 k2(int *p) { *p = 2; }
__global__ n::W k5(int *p);
__global__ ::Void k6(float *q) { *q = 0; }
int main() { int *p = 0; k1<<<1, 1>>>(p); k2<<<1, 1>>>(p); return 0; }
