// DESC: cufe's own case (recorded with the real cudafe++ 13.5): redecl_device_then_host
__device__ void f();
__host__ void f() {}
