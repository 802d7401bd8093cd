// DESC: VALID: __global__ with alias-declaration of void return type
using Void = void;
__global__ Void k(int *p) { *p = 1; }
