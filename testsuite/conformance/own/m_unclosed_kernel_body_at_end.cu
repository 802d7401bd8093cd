__global__ void k(int *p) {
  if (p) {
    *p = 1;
}
