struct S { int a; __device__ S(int x) : a(x) {} };
__global__ void k(S **p) { *p = new S(3); }
