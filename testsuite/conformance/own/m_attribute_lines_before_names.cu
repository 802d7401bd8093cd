// DESC: a function's attribute printed first (__forceinline__'s always_inline, __noinline__, a written GNU or standard attribute) keeps its own line: the declaration starts there and its name gets a line marker of its own
__device__ __noinline__ float
f1(float a) { return a; }
__attribute__((always_inline)) inline float
f2(float a) { return a; }
__attribute__((noinline)) float
f3(float a) { return a; }
__host__ __device__ __forceinline__
float
f4(float a) { return a; }
__forceinline__ __host__ __device__ float f5(float a) { return a; }
inline __attribute__((always_inline))
float
f6(float a) { return a; }
float use(float x) { return f2(x) + f3(x) + f4(x) + f5(x) + f6(x); }
struct P {
  __host__ __device__ __forceinline__ bool
  operator==(const P &o) const { return true; }
};
template <class T>
__host__ __device__ __forceinline__ T
tmax(T a, T b) { return a > b ? a : b; }
[[nodiscard]]
int
g1(int a) { return a; }
__attribute__((unused))
static int
g2(int a) { return a; }
__attribute__((deprecated))
int
g3(int a);
int use2(int x) { return g1(x) + g2(x); }
__global__ __noinline__
void
k2(int *p) { p[0] = 1; }
__global__ __launch_bounds__(128)
void
k3(int *p) { p[0] = 1; }
void run(int *p) { k2<<<1, 1>>>(p); k3<<<1, 1>>>(p); }
