// DESC: cufe's own case (recorded with the real cudafe++ 13.5): host code writing an element or member of a device variable writes it (gs.x = 1, gp[1].x = 3, gss.in.x = 1: #20092; gs.x += 1 reads too), through a pointer reads it (gpp->x); a __constant__ scalar is const to the host (only the modifiable-lvalue error, also for += and ++), its arrays' elements and objects' members are written with warnings; binding a reference to one or casting it to void fetches nothing
int plain(int x) { return x + 1; }
struct P { int x; int a[2]; };
struct Q { P in; };
__constant__ int c; __constant__ int ca[4]; __constant__ P cs; __constant__ P csa[2];
__device__ P gp[4]; __device__ P gs; __device__ P *gpp; __device__ int dv; __device__ Q gss; __device__ int arr[4];
void h1() { c = 1; }
void h2() { gp[1].x = 3; }
void h3() { gs.x = 1; }
void h4() { gs.x += 1; }
void h5() { gpp->x = 1; }
void h6() { gs.a[1] = 2; }
void h7() { gss.in.x = 1; }
void h8() { const int &r = dv; (void)r; }
void h9() { int &r2 = dv; (void)r2; }
void h10() { const int &r3 = c; (void)r3; }
void h11() { int v = gs.x; (void)v; }
void h12() { c += 1; }
void h13() { cs.x++; }
void h14() { c++; }
void h15() { ca[0] = 1; }
void h16() { ca[0] += 1; }
void h17() { ca[1]++; }
void h18() { cs.x = 1; }
void h19() { cs.x += 1; }
void h20() { csa[1].x = 2; }
void h21() { (void)dv; }
void h22() { static_cast<void>(dv); }
void h23() { (void)(dv); }
void h24() { (void)(dv + 1); }
void h25() { (void)arr[1]; }
void h26() { (void)gs.x; }
void h99() { __device__ int x = 0; (void)x; x = 2; }
