// DESC: device call arguments: an object a non-const reference binds counts as read but is not stored; &x to a const T * is converted and stored; &x to T * is not read
struct C { float r; };
__device__ void r(C &a, int *b) {}
__device__ void r2(const C &a, int *b) {}
__device__ void q(int &a, int *b) {}
__device__ void q2(int &a, int &b) {}
__device__ void g2(const int *a, const int *b) {}
__device__ void g3(const int *a, int *b) {}
__device__ void fi(int *a, int b) {}
__device__ int gx;
__global__ void k(int *c, C e, int n) {
  C l;
  int x, y;
  const int z = n;
  r(e, c);
  r(l, c);
  r2(e, c);
  q(x, c);
  q(gx, c);
  q2(x, y);
  g2(&x, &y);
  g2(&z, &z);
  g3(&x, &y);
  fi(&x, n);
}
