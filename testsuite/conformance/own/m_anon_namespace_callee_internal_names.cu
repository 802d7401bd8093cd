namespace { __device__ int an(int a) { return a; } }
namespace q { static __device__ int qs(int a, float b) { return a; } }
static __device__ int s1(int a) { return a; }
__device__ int d0(int a) { return a; }
int g_counter = 3;
void h(int *p) {
  p[0] = d0(1);
  p[1] = an(2);
  p[2] = q::qs(3, 1.0f);
  p[3] = s1(4);
}
