static __device__ int sf(int a) { return a; }
static __device__ int so(int a) { return a; }
static __device__ float so(float a) { return a; }
static __device__ int sd(int a, int b = 2) { return a + b; }
__device__ int nd(int a, int b = 2) { return a + b; }
__device__ int no(int a) { return a; }
__device__ float no(float a) { return a; }
void h(int *p, float f) {
  int a = sf(1);
  int b = so(1);
  float c = so(f);
  int d = sd(1);
  int e = sd(1, 3);
  int g = nd(1);
  int k = no(2);
  p[0] = a + b + (int)c + d + e + g + k;
}
