// DESC: template kernel with no params
template <int N> __global__ void k() { }
void h() { k<3><<<1, 1>>>(); }
