__global__ void __launch_bounds__(32, 1, -2) k() {}
