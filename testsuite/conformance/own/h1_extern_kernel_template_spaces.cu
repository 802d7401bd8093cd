// DESC: cufe's own case (recorded with the real cudafe++ 13.5): an extern template directive of a __global__ function template that writes another execution space: the illegal combination first, then warning 20278; also one that writes no space (cicc: redeclared without __global__)
template <typename T> __global__ void k(T *p) { *p = T(); }
extern template __device__ void k<int>(int *);
extern template __host__ void k<long>(long *);
extern template __host__ __device__ void k<short>(short *);
extern template void k<char>(char *);
