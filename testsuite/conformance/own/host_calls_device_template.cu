// DESC: host function calling an instantiation of a __device__ function template
template <typename T> __device__ T twice(T x) { return x + x; }
float h(float f) { return twice(f); }
