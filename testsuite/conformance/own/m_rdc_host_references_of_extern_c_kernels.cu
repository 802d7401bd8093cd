// FLAGS: -rdc=true
extern "C" __global__ void ck(int *p) { *p = 1; }
extern "C" __global__ void ek(int *p);
extern "C" { __global__ void bk(int *p) { *p = 2; } __global__ void bk2(int *); }

__global__ void k(int *p) { *p = 4; }
void h(int *p) { ck<<<1, 1>>>(p); ek<<<1, 1>>>(p); bk<<<1, 1>>>(p); bk2<<<1, 1>>>(p); k<<<1, 1>>>(p); }
