// FLAGS: -rdc=true
extern int xi = 3;
extern const int xc = 3;
extern "C++" const int xcc = 3;
extern "C++" const int xcd;
extern "C" __device__ int dci = 1;
extern "C" { __device__ int bd; __device__ int bdi = 2; int bh; extern "C" int bh2; }
extern "C++" __managed__ int mg;
extern "C++" __managed__ int mg2 = 1;
extern "C++" __shared__ int sh;
__global__ void k(int *o) { o[0] = dci + bd + mg + mg2 + bdi; }
