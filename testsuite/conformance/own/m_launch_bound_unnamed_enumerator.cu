enum { TH = 128 };
__global__ void __launch_bounds__(TH) k() {}
