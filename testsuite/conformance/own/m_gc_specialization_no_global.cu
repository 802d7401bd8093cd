template <typename T> __global__ void k(__grid_constant__ const T p) {}
template <> void k<int>(const int q) {}
