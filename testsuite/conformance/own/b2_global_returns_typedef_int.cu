// DESC: __global__ function with return type a typedef of int
using I = int;
__global__ I k() { return 0; }
