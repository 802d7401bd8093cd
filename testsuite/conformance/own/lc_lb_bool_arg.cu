// DESC: __launch_bounds__ with bool and char args
__global__ void __launch_bounds__(true, 'a') k(int *p) { p[0] = 1; }
