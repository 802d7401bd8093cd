// DESC: a class member array's extent named by a constant (an unnamed enumeration's enumerator at namespace or class scope, a qualified enumerator or constant variable) sizes the class: the stub passes the kernel's later parameters at the right offsets
int first_function(int x) { return x + 1; }
enum { NOCTANT = 8 };
namespace ns { enum { NB = 3 }; const int NC = 5; }
typedef struct { int block_z; int octant; int is_active; } StepInfo;
typedef struct { StepInfo stepinfo[NOCTANT]; } StepInfoAll;
struct Inner { enum { SIZE = 4 }; float v[SIZE]; };
struct Both { double d[ns::NB]; char c[ns::NC]; };
namespace ns { struct In { int x[NB + 1]; }; }
__global__ void k(int a, StepInfoAll s, double *p, Inner n, int b, Both bb, char c, ns::In in, int z) { p[0] = s.stepinfo[0].octant + a + b + z; }
