__global__ void __launch_bounds__(128, 4, 8) k(float *p) {}
