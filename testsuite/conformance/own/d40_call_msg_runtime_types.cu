// DESC: host calls a __device__ function taking dim3 and cudaStream_t
__device__ unsigned vol(dim3 d, cudaStream_t s) { return d.x * d.y * d.z; }
unsigned h(cudaStream_t s) { return vol(dim3(2, 2, 2), s); }
