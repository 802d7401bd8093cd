// DESC: explicit specialization of a kernel template omitting __grid_constant__
template <typename T> __global__ void k(__grid_constant__ const T p) {}
template <> __global__ void k<int>(const int p) {}
