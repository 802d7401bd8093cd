// DESC: an extern __shared__ local of a complete type (a scalar, an array with a bound) is printed static; an array of unknown bound stays extern
__global__ void k(int n) {
  extern __shared__ int a;
  extern __shared__ float b[2][3];
  extern __shared__ char c[];
  extern __shared__ double d[8];
  a = (int)b[0][0] + c[0] + (int)d[0];
}
__device__ void dv() { extern __shared__ int e[4]; e[0] = 1; }
