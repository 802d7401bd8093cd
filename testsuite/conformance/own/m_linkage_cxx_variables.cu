extern "C++" int x;
extern "C++" int xi = 3;
extern "C++" static int y = 2;
extern "C++" {
  int z = 4;
  __device__ int dz = 5;
  __device__ int dz2;
  extern int ez;
  void f(int);
}
extern "C++" __device__ int dv;
extern "C++" __device__ int dv2 = 7;
extern "C++" __constant__ float cv = 1.f;
__global__ void k(int *o) { o[0] = dz + dv + dz2; }
int host() { return x + y + z + xi; }
