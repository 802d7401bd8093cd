// DESC: __launch_bounds__ applied to a variable
__device__ int __launch_bounds__(128) v;
