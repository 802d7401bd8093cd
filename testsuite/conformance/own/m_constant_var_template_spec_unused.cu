// DESC: explicit specialization of a __constant__ variable template
template <typename T> __constant__ T lim = T(1);
template <> __constant__ double lim<double> = 2.0;
__global__ void k(int *o) {}
