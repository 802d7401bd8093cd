// DESC: cufe's own case (recorded with the real cudafe++ 13.5): local_shared_in_hd_fn
__host__ __device__ int f() { __shared__ int s; s = 1; return s; }
