__host__ __device__ void hd(int, int) {}
inline __device__ void di(int) {}
__global__ void k(int *p) { di(1); }
