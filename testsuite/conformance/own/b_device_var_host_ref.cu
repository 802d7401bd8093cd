// DESC: device variable referenced on host (address only)
__device__ float dbuf[256];
__device__ int dcount;
void h() { void *p; cudaGetSymbolAddress(&p, dbuf); size_t s; cudaGetSymbolSize(&s, dcount); int zero = 0; cudaMemcpyToSymbolAsync(dcount, &zero, sizeof zero); }
