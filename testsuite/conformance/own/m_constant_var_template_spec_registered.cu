// DESC: VALID: __constant__ variable template with explicit specialization
template <typename T> __constant__ T lim = T(1);
template <> __constant__ double lim<double> = 2.0;
__global__ void k(double *o) { o[0] = lim<double> + lim<float>; }
