// DESC: VALID: host function returning a class by value (implicit copy/move ctor) with a kernel afterwards
struct W { int v; };
W h(W w) { return w; }
__global__ void k(int) {}
