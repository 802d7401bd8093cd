// DESC: same __device__ function called twice on one line of a host function
__device__ int dev(int x) { return x; }
int h() { return dev(1) + dev(2); }
