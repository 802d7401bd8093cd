struct A { int x; }
[[deprecated]] __device__ int f(int x) { return x; }
