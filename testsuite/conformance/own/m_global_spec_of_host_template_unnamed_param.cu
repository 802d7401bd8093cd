// DESC: explicit specialization of a host function template declared __global__
template <typename T> void f(T) {}
template <> __global__ void f<int>(int) {}
