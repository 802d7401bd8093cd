// DESC: __launch_bounds__ on a __device__ variable (host output)
__device__ int __launch_bounds__(128) v;
