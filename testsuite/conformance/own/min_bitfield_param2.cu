// DESC: bitfield struct with unsigned then int bitfields
struct F { unsigned a : 1; int c : 4; };
__global__ void k(F f, int *o) { }
