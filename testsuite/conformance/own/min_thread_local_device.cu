// DESC: thread_local __device__ variable: anon-namespace name
__device__ thread_local int d;
