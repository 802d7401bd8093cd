// DESC: __grid_constant__ param
struct Big { int a[16]; };
__global__ void k(const __grid_constant__ Big b, int *o) { o[0] = b.a[3]; }
void h(Big b, int *o) { k<<<1, 1>>>(b, o); }
