// DESC: VALID: __host__ __device__ auto function called from host
__host__ __device__ auto hd(int x) { return x * 2; }
int h() { return hd(1); }
