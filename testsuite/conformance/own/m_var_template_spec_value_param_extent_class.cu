template <typename T, unsigned N> __device__ T z[N];
template <> __device__ int z<int, 2>[2] = {4, 5};
struct P { int a; double b; };
template <typename T> __constant__ T p;
template <> __constant__ P p<P> = {1, 2.0};
__global__ void k(int *o) { o[0] = z<int, 2>[0] + p<P>.a + z<char, 3>[1]; }
