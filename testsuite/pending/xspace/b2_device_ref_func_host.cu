// DESC: host code binding a reference to a __device__ function and calling it
__device__ int dev(int x) { return x; }
int h() { int (&r)(int) = dev; return r(2); }
