// DESC: __global__ applied to a variable
__global__ int g;
