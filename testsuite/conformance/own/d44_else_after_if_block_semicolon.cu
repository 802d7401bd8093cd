__global__ void k(int *x) {
  if (x[0] > 0) {
    x[0] = 1;
  };
  else {
    x[0] = 2;
  }
}
