__device__ float c(float a, float b) { return fminf(a, b); }
__global__ void k1(float *__restrict__ o, float a, float b) { o[0] = c(a, b); }
__device__ float d(float a, float b, float e) { return fmaf(a, b, e); }
__global__ void k2(float *__restrict__ o, const float *__restrict__ q, float a) { o[0] = d(a, q[0], a) + c(a, a); }
