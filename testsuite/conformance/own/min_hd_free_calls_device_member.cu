// DESC: __host__ __device__ free function calling a __device__ member function
struct D { __device__ int v() const { return 2; } };
__host__ __device__ int use(D d) { return d.v(); }
