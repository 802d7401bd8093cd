__device__ constexpr unsigned lg2(unsigned x) { return x == 1 ? 0 : 1 + lg2(x / 2); }
static __device__ __forceinline__ constexpr unsigned lg3(unsigned x) { return x == 1 ? 0 : 1 + lg3(x / 2); }
struct W { static __device__ constexpr unsigned need(unsigned n) { return n * 4; } };
__device__ int plain(int x) { return x; }
inline constexpr int h1(int x) { return x + 1; }
static inline constexpr int h2(int x) { return x + 2; }
__host__ __device__ inline constexpr int hd(int x) { return x + 3; }
__forceinline__ __device__ int fi(int x) { return x; }

#define SKEW 16
#define NB 8
constexpr int MB = 4;
__global__ void kb(int *out)
{
    __shared__ int a[NB * 16 + SKEW];
    __shared__ int b[2 * 128];
    extern __shared__ int c[][(NB * 16) + 32];
    int d[MB + 1];
    static int e[8000 - 1024];
    d[0] = 1;
    out[0] = a[0] + b[0] + c[0][0] + d[0] + e[0];
}
int g[NB * NB - 1];
struct S { float v[NB + MB]; };
