// DESC: explicit specialization of a __global__ template with an unnamed parameter
template <typename T> __global__ void f(T) {}
template <> __global__ void f<int>(int) {}
