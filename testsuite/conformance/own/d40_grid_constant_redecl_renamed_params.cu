// DESC: kernel redeclared with different parameter names and __grid_constant__ moved
struct P { int a[4]; };
__global__ void k(const __grid_constant__ P a, const P b, const __grid_constant__ P c);
__global__ void k(const P x, const __grid_constant__ P y, const __grid_constant__ P z) {}
