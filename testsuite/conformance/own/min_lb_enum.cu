// DESC: __launch_bounds__ with an enumerator: registration argument spelling
enum E { T = 64 };
__global__ void __launch_bounds__(T) k(int *p) { p[0] = 1; }
