// DESC: friend declaration (not definition) of a __global__ function
__global__ void k(int *p);
class C {
  int v;
  friend __global__ void k(int *p);
};
__global__ void k(int *p) { *p = 0; }
