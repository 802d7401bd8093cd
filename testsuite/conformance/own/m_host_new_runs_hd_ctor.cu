struct S { int a; __host__ __device__ S(int x, int y) : a(x + y) {} };
__global__ void k(S **p) { }
S *host(int v) { return new S(v, 2); }
