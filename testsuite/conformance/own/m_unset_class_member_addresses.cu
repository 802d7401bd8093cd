#include <cstring>
namespace io { struct Header { char magic[4]; unsigned version; int m[2][2]; }; }
struct Inner { int x; };
struct Outer { Inner in; float f[3]; };
void f1() { io::Header hd; memcpy(hd.magic, "CUFE", 4); }
void f2() { io::Header hd; unsigned *p = &hd.version; (void)p; }
void f3() { io::Header hd; char c = hd.magic[0]; (void)c; }
void f4() { io::Header hd; char *p = hd.magic; (void)p; }
void f5() { io::Header hd; int *q = hd.m[1]; (void)q; }
void f6() { io::Header hd; int v = hd.m[1][0]; (void)v; }
void f7() { io::Header hd; int (*r)[2] = hd.m; (void)r; }
void f8() { Outer o; int *p = &o.in.x; float *q = o.f; (void)p; (void)q; }
void f9() { Outer o; float g = o.f[2]; (void)g; }
__device__ void d1(float *out) { Outer o; float *q = o.f; out[0] = q[0]; }
__global__ void k(float *out) { io::Header hd; unsigned *v = &hd.version; out[0] = *v; }
