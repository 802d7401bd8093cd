// DESC: __global__ function with lvalue reference parameter
__global__ void k(int &r) { r = 1; }
