// DESC: cufe's own case (recorded with the real cudafe++ 13.5): redecl_global_then_device
__global__ void f();
__device__ void f() {}
