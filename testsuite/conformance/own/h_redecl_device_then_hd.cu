// DESC: cufe's own case (recorded with the real cudafe++ 13.5): redecl_device_then_hd
__device__ void f();
__host__ __device__ void f() {}
