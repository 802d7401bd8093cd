// DESC: constant struct var and memcpyToSymbol with offset
struct Params { int n; float s[3]; };
__constant__ Params cp;
__global__ void k(float *o) { o[0] = cp.s[cp.n]; }
void h(const Params &p) { cudaMemcpyToSymbol(cp, &p, sizeof(Params)); cudaMemcpyToSymbol(cp, &p.n, sizeof(int), offsetof(Params, n)); }
