__global__ void __launch_bounds__(64) __maxnreg__(16) k() {}
