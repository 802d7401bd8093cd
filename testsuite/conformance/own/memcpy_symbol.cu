// DESC: cudaMemcpyToSymbol calls
__constant__ float coef[8];
__device__ int cnt;
void h(const float *src) { cudaMemcpyToSymbol(coef, src, sizeof(coef)); int z = 0; cudaMemcpyToSymbol(cnt, &z, sizeof(int), 0, cudaMemcpyHostToDevice); int r; cudaMemcpyFromSymbol(&r, cnt, sizeof r); void *a; cudaGetSymbolAddress(&a, coef); }
