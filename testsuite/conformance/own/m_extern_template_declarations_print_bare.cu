template <class T> __device__ void f(T *p) { *p = 1; }
template <class T> __global__ void k(T *p) { f(p); }
template <class T> __host__ __device__ void hd(T *p) { *p = 2; }
extern template __device__ void f<int>(int *);
extern template void hd<int>(int *);
template __global__ void k<int>(int *);
template __device__ void f<double>(double *);
struct S { template <class T> __device__ void m(T) {} };
extern template __device__ void S::m<int>(int);
int main() { k<int><<<1,1>>>(nullptr); }
