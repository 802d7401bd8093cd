// DESC: inline __global__ function (warning 20050)
inline __global__ void k(int *p) { *p = 1; }
