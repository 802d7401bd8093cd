// DESC: __global__ function declared (not defined) as a friend, defined at namespace scope
class C {
  int v;
  friend __global__ void k(C c, int *o);
};
__global__ void k(C c, int *o) { o[0] = c.v; }
