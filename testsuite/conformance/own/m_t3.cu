// DESC: cufe's own case (recorded with the real cudafe++ 13.5): t3
__device__ int a, b = 2, *c;
__constant__ int cc[3] = {1, 2, 3};
static __device__ int sd;
extern __constant__ int ec;
__shared__ int sh[4];
__managed__ int m1 = 1, m2;
void h() { m1 = 2; int x = m2; int y = cc[0]; sh[0] = 1; a = b; }
