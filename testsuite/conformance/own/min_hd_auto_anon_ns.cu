// DESC: VALID: __host__ __device__ auto function followed by a plain host function
__host__ __device__ auto hd(int x) { return x * 2; }
void h() {}
