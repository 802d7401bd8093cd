constexpr int N = 16;
const int M = 4;
enum { W = 8 };
namespace cfg { constexpr int T = 2; }
struct Dim { static constexpr int R = 3; };
__device__ float grid[N][M];
__global__ void k1(int (*m)[N]) { m[0][0] = 1; }
__global__ void k2(float (*a)[M * 2], int (*b)[W][cfg::T]) { a[0][0] = b[0][0][0]; }
__global__ void k3(double (*c)[Dim::R], int d[N]) { c[0][0] = d[0]; }
template <class T> __global__ void k4(T (*e)[N + 1]) { }
void h(int (*m)[N], float (*a)[8], int (*b)[8][2], double (*c)[3], int *d, float (*e)[17]) {
  k1<<<1, 1>>>(m); k2<<<1, 1>>>(a, b); k3<<<1, 1>>>(c, d); k4<<<1, 1>>>(e);
}
