// DESC: cufe's own case (recorded with the real cudafe++ 13.5): maxnreg_zero
__global__ void __maxnreg__(0) k(int *p) { p[0] = 1; }
