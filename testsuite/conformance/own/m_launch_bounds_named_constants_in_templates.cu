// DESC: launch bounds naming enumerators (of named and unnamed enumerations) or a global constant are constants: no diagnostic, and each kernel or template instance registers its thread count
int plain(int x) { return x + 1; }
static const int WS = 32;
enum { kScale = 2 };
enum Named { kTwo = 2 };
namespace ns { enum { kIn = 4 }; }
template <int W, int P>
static __global__ __launch_bounds__(W * WS, 2)
void smallNet(const int *const __restrict__ a, int *const __restrict__ b) { }
template <typename T, int W>
__global__ __launch_bounds__(W * kScale)
void scaled(T *x) { }
__global__ __launch_bounds__(64 * kScale) void a(float *x) { }
__global__ __launch_bounds__(64 * kTwo) void b(float *x) { }
namespace ns { __global__ __launch_bounds__(64 * kIn) void c(float *x) { } }
void run(int *a, int *b, float *x) {
  smallNet<3, 512><<<1, 96>>>(a, b);
  scaled<float, 64><<<1, 128>>>(x);
}
