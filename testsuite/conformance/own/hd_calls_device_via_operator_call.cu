// DESC: __host__ __device__ function invoking a functor whose operator() is __device__
struct F { __device__ int operator()(int x) const { return x; } };
__host__ __device__ int hd(int x) { F f; return f(x); }
