// DESC: cufe's own case (recorded with the real cudafe++ 13.5): grid_constant_redecl_mismatch
struct P { int a; };
__global__ void k(__grid_constant__ const P p);
__global__ void k(const P p) {}
