// DESC: VALID: __global__ function with return type spelled through a typedef of void
typedef void V;
__global__ V k(int *p) { *p = 1; }
