// DESC: thread_local __device__ variable with initializer
__device__ thread_local int d = 1;
