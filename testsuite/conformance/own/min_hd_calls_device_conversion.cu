// DESC: __host__ __device__ function invoking a __device__ conversion operator
struct W { int v; __device__ operator int() const { return v; } };
__host__ __device__ int h(W w) { return w; }
