__global__ void setv(int *p) {
  int x = 0;
  x = = 1;
  p[threadIdx.x] = x;
}
