// DESC: extern __device__ declaration then definition without __device__
extern __device__ int x;
int x = 1;
