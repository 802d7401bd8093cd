// DESC: __global__ function template with a deduced auto return type
template <typename T> __global__ auto k(T *p) { p[0] = T(); }
