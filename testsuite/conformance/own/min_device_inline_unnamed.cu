// DESC: __device__ in inline unnamed namespace
inline namespace { __device__ int d = 1; }
