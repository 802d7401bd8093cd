struct S { __host__ __global__ static void k(); };
__global__ void g() {}
