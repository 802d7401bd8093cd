// DESC: union kernel param
union U { int i; float f; };
__global__ void k(U u) { }
