// DESC: cufe's own case (recorded with the real cudafe++ 13.5): __grid_constant__ on a __device__ lambda's parameter without --extended-lambda: the missing-flag error, then the grid_constant one, both at the parameter list
void h() { auto l = [] __device__ (__grid_constant__ const int x) { return x; }; }
