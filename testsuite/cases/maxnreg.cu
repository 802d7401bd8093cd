__global__ void __maxnreg__(32) k() {}
