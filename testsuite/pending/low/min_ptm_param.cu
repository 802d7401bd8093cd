// DESC: pointer to data member kernel param
struct S { int a; };
__global__ void k(int S::*pm) { }
