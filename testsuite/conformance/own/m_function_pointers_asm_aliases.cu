// DESC: pointers to functions: kernel parameters of function pointer type (written or through a typedef) mangle and spell as such (PFiiE, int (*)(int)); a typedef of one makes NULL a pointer conversion; asm statements print as __asm__ with spaced operands and sections; type aliases in bodies and at namespace scope are set off by a space, using-directives are not
#include <cstddef>
typedef int (*FP)(int);
__global__ void k(void (*cb)(), int n) {}
__global__ void k2(int (*g)(int, float), int *p) {}
__global__ void k3(FP f, int *p) { }
void h(FP f, int *p) { k<<<1,1>>>(0, 1); k2<<<1,1>>>(0, p); k3<<<1,1>>>(f, p); }
typedef int (*FP2)(int);
typedef int *IP;
using UP = int (*)(int);
FP2 p = NULL;
IP q = 0;
UP r = nullptr;
void f() { FP2 a = NULL; IP b = 0; UP c = 0; }
using I7 = int;
using UP7 = int (*)(int);
namespace n7 { using J = float; }
struct S7 { using K = int; };
template <class T> using V7 = T *;
void f7() { using L = int; L x = 0; (void)x; }
namespace q8 { int z; }
void f8() { using L = int; L x = 0; using namespace q8; z = 1; typedef int T; T y = 0; static_assert(sizeof(int) == 4, "x"); (void)x; (void)y; using q8::z; }
__device__ int g8(unsigned w) { int ret; asm volatile("bfind.u32 %0, %1;" : "=r"(ret) : "r"(w)); asm("mov.u32 %0, %%lanemask_lt;" : "=r"(ret)); return ret; }
__device__ int g9(unsigned w) { int ret = 0; asm("nop;"); asm volatile("x %0;" :: "r"(w)); asm("y %0;" : : "r"(w) : "memory"); asm volatile ("z %0, %1;" : "=r"(ret), "=r"(ret) : "r"(w), "r"(w)); __asm__ __volatile__("w;" : "+r"(ret)); return ret; }
void h9() { asm("nop"); }
