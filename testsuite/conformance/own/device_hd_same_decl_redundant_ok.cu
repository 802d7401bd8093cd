// DESC: VALID: __device__ __host__ (reversed order) on one declaration
__device__ __host__ int f(int x) { return x; }
int h() { return f(1); }
