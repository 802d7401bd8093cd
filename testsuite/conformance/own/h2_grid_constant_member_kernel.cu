// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a member __global__ function (an error) is not compared with its definition for __grid_constant__
struct S { static __global__ void k(__grid_constant__ const int x); };
__global__ void S::k(const int x) {}
