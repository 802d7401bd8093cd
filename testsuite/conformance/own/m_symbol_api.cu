// DESC: runtime symbol APIs take a device variable by reference: no read
__device__ int x;
void h() { int v; cudaMemcpyFromSymbol(&v, x, sizeof(int)); cudaMemcpyToSymbol(x, &v, sizeof(int)); int w = x; }
