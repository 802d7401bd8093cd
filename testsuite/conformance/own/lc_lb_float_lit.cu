// DESC: __launch_bounds__ with a double literal second argument
__global__ void __launch_bounds__(128, 1.5) k(int *p) { p[0] = 1; }
