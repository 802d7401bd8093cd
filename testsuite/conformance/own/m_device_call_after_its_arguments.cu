__device__ int a(int x) { return x; }
__device__ int b(int x) { return x; }
int h() { return a(b(1)) + a(2); }
