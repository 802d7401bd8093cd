// DESC: cufe's own case (recorded with the real cudafe++ 13.5): hd_global_same_decl
__host__ __device__ __global__ void k() {}
