int f1 [[gnu::device]] (int x) { return x; }
int f2 [[gnu::noinline]] (int x) { return x; }
int f3 [[gnu::cold]] (int x) { return x; }
int f4 [[gnu::device, gnu::cold]] (int x) { return x; }
__device__ int v2 [[gnu::unused]];
int f5 [[gnu::host]] (int x) { return x; }
__global__ void k(int *o) { o[0] = f1(1) + f4(1); }
