template <class T, int N> __global__ void k(int n, T (&a)[N], float *out) {}
template <class T, unsigned M> __global__ void k2(const T (&b)[M][2]) {}
template <class T> __global__ void k3(T (*p)[4]) {}
