__global__ void __launch_bounds__(128) k(int *p);
__global__ void __maxnreg__(32) k(int *p) { p[0] = 1; }
__global__ void __maxnreg__(16) k2(int *p);
__global__ void k2(int *p);
__global__ void __launch_bounds__(64) k2(int *p) { p[0] = 2; }
__global__ void __launch_bounds__(64) k3(int *p);
__global__ void __launch_bounds__(64) k3(int *p) { p[0] = 3; }
