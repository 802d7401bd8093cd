// DESC: __maxnreg__ on prototype only, definition without
__global__ void __maxnreg__(32) k(int *p);
__global__ void k(int *p) { p[0] = 1; }
