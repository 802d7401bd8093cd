// DESC: two separate host->device call errors in one file
__device__ int dev(int x) { return x; }
__device__ float devf(float x) { return x; }
int h1() { return dev(1); }
float h2() { return devf(2.0f) + devf(3.0f); }
