// DESC: __maxnreg__ with a negative value
__global__ void __maxnreg__(-8) k(int *p) { p[0] = 1; }
