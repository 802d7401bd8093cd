// DESC: cufe's own case (recorded with the real cudafe++ 13.5): an extern template directive of a __global__ function template without -rdc warns 20278 at the name (qualified or not, deduced or written arguments); none for a __device__ template; a launch of an extern instance makes no stub
namespace n { template <typename T> __global__ void k(T *p) { *p = T(); } }
extern template __global__ void n::k(int *);
extern template __global__ void n::k<double>(double *);
namespace n { extern template __global__ void k<char>(char *); }
template <typename T> __global__ void k2(T *p) { *p = T(); }
extern template __global__ void k2<int>(int *);
template <typename T> __device__ T d(T x) { return x; }
extern template __device__ int d<int>(int);
void h(int *p, float *q) { k2<<<1, 1>>>(p); k2<<<1, 1>>>(q); n::k<<<1, 1>>>(p); n::k<float><<<1, 1>>>(q); }
