// DESC: VALID: __grid_constant__ on a dependent-type const parameter of a kernel template
template <typename T> __global__ void k(__grid_constant__ const T p, T *o) { o[0] = p; }
template __global__ void k<int>(const int, int *);
