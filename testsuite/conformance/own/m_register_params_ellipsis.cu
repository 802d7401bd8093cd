// DESC: cufe's own case (recorded with the real cudafe++ 13.5): __nv_register_params__ on a function declared with an ellipsis (host, __device__, __global__, __host__ __device__, a member) is a second error at the attribute, after "support is not enabled"
__nv_register_params__ int f(int a, ...) { return a; }
__device__ __nv_register_params__ int g(int a, ...) { return a; }
__device__ __nv_register_params__ int h(int a) { return a; }
__global__ __nv_register_params__ void k(int a, ...) {}
__host__ __device__ __nv_register_params__ int hd(...) { return 0; }
struct S { __device__ __nv_register_params__ int m(int, ...); };
