struct S { __global__ __host__ static int k(); };
__global__ void g() {}
