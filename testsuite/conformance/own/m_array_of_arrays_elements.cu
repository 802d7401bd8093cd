// DESC: cufe's own case (recorded with the real cudafe++ 13.5): an element of an array of arrays (local, static, global, __shared__ in a kernel template, through a typedef) has the array's scalar type, so an int assigned to it shows its conversion ((a[1])[2]) = (0), and a nested braced initializer converts each element ({{(0), (0)}, ...})
typedef long long INT64;
static INT64 cjn[63][4];
#define BD 16
template <typename T>
__global__ void k(float *A) {
  __shared__ float sa[BD][BD];
  int tx = threadIdx.x;
  sa[tx][tx] = 0;
  A[tx] = sa[0][tx];
}
void f(int i, int d) {
  float a[4][4];
  a[1][2] = 0;
  cjn[i][d] = 0;
  double e[9][2] = {{0, 0}, {1, 0}, {-1, 0}};
  int p[5] = {-1};
  a[0][0] = e[0][0];
  k<float><<<1, 1>>>(a[0]);
}
long long gl[3][3];
void g(int i, int d) {
  INT64 loc[3][3];
  loc[i][d] = 0;
  gl[i][d] = 0;
}
