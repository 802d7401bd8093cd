__global__ void walk(int *a, int *b) {
  int x = 0, y = 0;
  x++
  y++;
  a[threadIdx.x] = x;
  b[threadIdx.x] = y;
}
