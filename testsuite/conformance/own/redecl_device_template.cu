// DESC: function template declared __device__ then defined __global__
template <typename T> __device__ void f(T);
template <typename T> __global__ void f(T) {}
