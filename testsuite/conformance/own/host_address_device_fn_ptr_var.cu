// DESC: host function initialising a function pointer with a __device__ function and calling it
__device__ int dev(int x) { return x; }
int h() { int (*fp)(int) = dev; return fp(1); }
