// DESC: cufe's own case (recorded with the real cudafe++ 13.5): grid_constant_reference
struct P { int a; };
__global__ void k(__grid_constant__ const P &p) {}
