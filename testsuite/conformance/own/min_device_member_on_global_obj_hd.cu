// DESC: __host__ __device__ function calling a __device__ member on a namespace-scope object
struct D { __device__ int v() const { return 2; } };
D g;
__host__ __device__ int use() { return g.v(); }
