__global__ void k(int *o) {
  struct Local { int a; }
  int x = 0;
  o[0] = x;
}
