// DESC: __host__ __device__ function calls a static __device__ member of a class template instance
template <typename T> struct Math { __device__ static T sq(T x) { return x * x; } };
__host__ __device__ double hd(double v) { return Math<double>::sq(v); }
