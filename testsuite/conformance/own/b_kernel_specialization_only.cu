// DESC: template kernel explicit instantiation
template <typename T> __global__ void k(T *p) { p[0] = T(1); }
template __global__ void k<float>(float *);
template __global__ void k<int>(int *);
