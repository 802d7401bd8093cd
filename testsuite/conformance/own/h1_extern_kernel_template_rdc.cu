// FLAGS: -rdc=true
// DESC: cufe's own case (recorded with the real cudafe++ 13.5): with -rdc an extern template directive of a __global__ function template is fine (no 20278)
template <typename T> __global__ void k(T *p) { *p = T(); }
extern template __global__ void k<int>(int *);
extern template void k<float>(float *);
