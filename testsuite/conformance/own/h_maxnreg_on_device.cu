// DESC: cufe's own case (recorded with the real cudafe++ 13.5): maxnreg_on_device
__device__ void __maxnreg__(32) f(int *p) { p[0] = 1; }
