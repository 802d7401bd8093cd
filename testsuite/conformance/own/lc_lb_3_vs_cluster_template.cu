// DESC: __cluster_dims__ (2,2,1)=4 within __launch_bounds__ max blocks 4 (ok) + second kernel exceeding
__global__ void __launch_bounds__(64, 1, 4) __cluster_dims__(2, 2, 1) k1(float *p) { p[0] = 0; }
__global__ void __launch_bounds__(64, 1, 2) __cluster_dims__(4) k2(float *p) { p[0] = 0; }
