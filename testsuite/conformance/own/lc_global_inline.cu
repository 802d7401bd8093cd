// DESC: inline __global__ function
inline __global__ void k(int *p) { p[0] = 1; }
