// DESC: __global__ function template whose pack is not the last template parameter
template <typename... Ts, typename U>
__global__ void k(U u, Ts... ts) {}
