template <typename T> __global__ void kt(T *p, T v) { *p = v; }
__global__ void k0(int n) { }
void host(float *a) { kt<<<1,1>>>(a, 1.0f); }
__global__ void k4(int n) { }
namespace ns {
template <typename T> __global__ void kn(T v) { }
__global__ void kx(int n) { }
void run(double d) { kn<<<1,1>>>(d); kt<<<1,1>>>(&d, d); }
__global__ void ky(int n) { }
}
void host2(int *a) { kt<<<1,1>>>(a, 1); ns::kn<<<1,1>>>(2); }
__global__ void k5(int n) { }
template <typename T> void launcher(T v) { kt<<<1,1>>>(&v, v); }
void host3() { launcher<char>('a'); }
__global__ void k6(int n) { }
