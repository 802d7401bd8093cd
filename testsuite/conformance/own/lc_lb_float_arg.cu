// DESC: __launch_bounds__ with a string argument
__global__ void __launch_bounds__("128") k(int *p) { p[0] = 1; }
