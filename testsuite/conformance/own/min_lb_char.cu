// DESC: __launch_bounds__('a'): registration argument spelling
__global__ void __launch_bounds__('a') k(int *p) { p[0] = 1; }
