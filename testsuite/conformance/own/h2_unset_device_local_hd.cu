// DESC: cufe's own case (recorded with the real cudafe++ 13.5): automatic __device__/__constant__ locals in a host device function: not allowed, read and used before set
__host__ __device__ int hd() { __constant__ int c = 1; __device__ int d; return c + d; }
