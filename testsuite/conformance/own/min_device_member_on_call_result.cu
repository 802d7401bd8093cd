// DESC: host function calling a __device__ member on a function call result
struct D { __device__ int v() const { return 2; } };
D make();
int use() { return make().v(); }
