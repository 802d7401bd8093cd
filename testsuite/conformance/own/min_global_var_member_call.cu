// DESC: host function calling a __device__ member on a global object
struct D { __device__ int v() const { return 2; } };
D g;
int use() { return g.v(); }
