// DESC: __launch_bounds__ with a pointer constant argument
__global__ void __launch_bounds__(nullptr) k(int *p) { p[0] = 1; }
