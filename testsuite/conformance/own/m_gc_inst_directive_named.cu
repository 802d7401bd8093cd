template <typename T> __global__ void k(__grid_constant__ const T p) {}
template __global__ void k<int>(const int p);
