// DESC: host function calling a __device__ member on an array element parameter
struct D { __device__ int v() const { return 2; } };
int use(D *a) { return a[0].v(); }
