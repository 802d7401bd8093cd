// DESC: GNU alternate keywords (__const__, __const, __volatile__, __signed__) are const, volatile and signed: printed plain, and a __const__ device variable keeps its initializer
int plain(int x) { return x + 1; }
static __device__ __const__ unsigned char bm = 15;
static __device__ __const__ unsigned char bm2 = bm << 4;
__device__ __const int cc = 3;
__device__ __volatile__ int vv;
__const__ int host_c = 4;
__device__ __signed__ int si;
int f(__const__ int *p, __volatile__ int *q) { __const__ int z = *p; return z + *q; }
__global__ void k(int *o) { __const__ int a = bm + bm2; *o = a + cc + vv + si; }
