struct S { __device__ static int k(); };
__global__ int S::k() {return 0;}
