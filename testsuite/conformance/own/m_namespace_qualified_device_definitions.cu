namespace N { __device__ int f(int); __device__ int g(int); namespace I { __device__ int h(int); } }
int N::f(int x) { return x; }
__device__ int N::g(int x) { return x + 1; }
int N::I::h(int x) { return x * 2; }
struct S { __device__ int m(int); static __device__ int s(int); };
__device__ int S::m(int x) { return x; }
int S::s(int x) { return x; }
namespace N { struct T { __device__ int m(int); }; }
__device__ int N::T::m(int x) { return x; }
namespace N { template <class T> __device__ T tf(T); }
template <class T> __device__ T N::tf(T a) { return a; }
__global__ void k(int *p) { *p = N::f(1) + N::g(2) + N::I::h(3) + N::tf(2); }
