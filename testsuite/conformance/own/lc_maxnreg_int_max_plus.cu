// DESC: __maxnreg__ with 0x80000000
__global__ void __maxnreg__(0x80000000) k(int *p) { p[0] = 1; }
