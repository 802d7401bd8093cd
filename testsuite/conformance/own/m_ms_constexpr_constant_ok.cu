// DESC: constexpr __constant__ variable used from a kernel and from host code
__constant__ constexpr int N = 8;
__global__ void k(int *p) { p[0] = N; }
int h() { return N * 2; }
