// DESC: cufe's own case (recorded with the real cudafe++ 13.5): t4
template <typename T> __global__ void k(T *p);
template <typename T> __global__ void k(T *p) { *p = T(); }
template __global__ void k<int>(int *);
template <> __global__ void k<float>(float *p) { *p = 1.0f; }
__global__ void __launch_bounds__(1024) k2() {}
__global__ void __launch_bounds__(0) k3() {}
__global__ void __launch_bounds__(-1) k4() {}
__global__ void __launch_bounds__(64, -1) k5() {}
__global__ void __maxnreg__(256) k6() {}
__global__ void __maxnreg__(1000) k7() {}
__global__ void __cluster_dims__(8, 8, 8) k8() {}
