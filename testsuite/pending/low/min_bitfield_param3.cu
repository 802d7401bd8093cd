// DESC: bitfield struct with three unsigned bitfields
struct F { unsigned a : 1; unsigned b : 3; unsigned c : 4; };
__global__ void k(F f, int *o) { }
