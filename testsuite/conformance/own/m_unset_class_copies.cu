// DESC: cufe's own case (recorded with the real cudafe++ 13.5): #549 for a local of a class left unset by default initialization (no constructor, member initializer, virtual or conversion function in any part), copied (initializer, assignment, by-value argument, conditional arm, return) or a member read; a member set, a member function called, a reference bound or a class with a constructor stay silent
struct D { int x; };
struct B { int b; };
struct E : B { int y; };
struct W { D d; float f[2]; };
struct C { int x; C() {} };
struct I { int x = 0; };
struct K { int x; operator int() const { return x; } };
namespace n { struct P { int *p; }; }
void take(D);
void take_ref(const D &);
int copy_init() { D local; D other = local; return other.x; }
__device__ int copy_init_device() { D local; D other = local; return other.x; }
int cond(bool b, D x) { D local; D r = b ? local : x; return r.x; }
__global__ void kernel(int *o, D x) { D local; D r = o ? local : x; o[0] = r.x; }
int member_read() { D local; int v = local.x; return v; }
int member_set() { D local; local.x = 1; D o = local; return o.x; }
void by_value() { D local; take(local); }
void by_reference() { D local; take_ref(local); }
D returned() { D local; return local; }
int assigned() { D local; D o; o = local; return o.x; }
int direct() { D local; D o(local); return o.x; }
int parenthesized() { D local; D o = (local); return o.x; }
int derived() { E local; E o = local; return o.y; }
int nested() { W local; W o = local; return o.d.x; }
int qualified() { n::P local; n::P o = local; return *o.p; }
int element() { D arr[2]; D o = arr[0]; return o.x; }
int element_set() { D arr[2]; arr[0].x = 1; return arr[1].x; }
int with_ctor() { C local; C o = local; return o.x; }
int with_init() { I local; I o = local; return o.x; }
int conversion() { K local; int v = local; return v; }
int reference() { D local; const D &r = local; return r.x; }
int address() { D local; D *p = &local; return p->x; }
