// DESC: bitfield struct kernel param followed by pointer
struct F { unsigned a : 1; unsigned b : 3; };
__global__ void k(F f, int *o) { }
