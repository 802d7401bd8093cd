__global__ void k(int *o) {
  int a[2] = {1, 2};
  for (__shared__ int v : a) o[0] += v;
}
