// DESC: unnamed parameters of kernel templates, specializations and device functions counted in the stub's __T<n>
template <class T> __global__ void f(T, int) {}
template <class T> __global__ void g(T) ;
template <class T> __global__ void g(T) {}
template <> __global__ void g<char>(char) {}
__device__ void d(int, int) {}
__host__ __device__ void hd(int) {}
static __device__ void sd(int) {}
void hh(int) {}
__global__ void k(int) { }
void use() { f<<<1,1>>>(1.0f, 2); f<<<1,1>>>(1, 2); g<<<1,1>>>(3); hd(1); }
