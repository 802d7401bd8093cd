extern "C" struct SC { int a; };
extern "C" typedef int IC;
extern "C" struct SC2 { int a; } sc2;
extern "C++" struct SP { int a; } sp;
extern "C" { typedef int IB; struct SB { int b; }; }
extern "C++" using U = int;
extern "C++" __shared__ int sh;
extern __shared__ int sh2[];
int hk() { return sc2.a + sp.a; }
__global__ void k(int *o) { o[0] = sh + sh2[0]; }
extern "C" __managed__ int mc;
extern "C" __managed__ int mc2 = 2;
extern "C" __shared__ int shc;
extern "C" __constant__ int cc1 = 2;
__global__ void k2(int *o) { o[0] = mc + mc2 + shc + cc1; }
