// DESC: kernel redeclared with __grid_constant__ on a different parameter
struct P { int a[4]; };
__global__ void k(const __grid_constant__ P a, const P b);
__global__ void k(const P a, const __grid_constant__ P b) {}
