// DESC: cudaOccupancyMaxPotentialBlockSizeVariableSMem with a user functor: its instance, the WithFlags instance for that functor and what it calls, no size helper
__global__ void k(float *p, int n) { p[n] = 0; }
__global__ void k2(float *p, float f, int n) { p[n] = f; }
struct S { __host__ __device__ size_t operator()(int b) { return b * 4; } };
int main() { int a, b; cudaOccupancyMaxPotentialBlockSizeVariableSMem(&a, &b, k, S()); }
