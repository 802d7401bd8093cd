// DESC: member declared __host__ __device__, defined out of class as __global__
struct S { __host__ __device__ static void f(); };
__global__ void S::f() {}
