// DESC: inline __global__ function template
template <typename T> inline __global__ void k(T *p) { *p = T(); }
