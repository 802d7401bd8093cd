// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a device stub's host definition keeps a kernel body of up to five lines by blank lines; a longer body ends after a line marker
__global__ void short_body(int *p) {
  p[0] = 1;
  p[1] = 2;
  p[2] = 3;
  p[3] = 4;
}

__global__ void long_body(int *p, int n) {
  int i = threadIdx.x;
  if (i < n) {
    p[i] = i;
  }
  p[0] = n;
  p[1] = n + 1;
}
