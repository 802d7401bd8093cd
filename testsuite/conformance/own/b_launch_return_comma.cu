// DESC: launch in return statement with comma and conditional
__global__ void k(int *p) { }
cudaError_t h(int *p, bool b) { if (b) k<<<1, 1>>>(p), k<<<2, 2>>>(p); return (k<<<1, 1>>>(p), cudaGetLastError()); }
