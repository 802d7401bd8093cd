__device__ int before;
namespace __device__ a { int x; }
__global__ void k() {}
namespace __attribute__((device, host)) b { int y; }
inline namespace __attribute__((global)) c { int z; }
namespace __attribute__((shared)) { int w; }
namespace [[gnu::visibility("hidden")]] __attribute__((managed)) d { }
namespace __attribute__((visibility("default"))) e {
namespace __host__ f { void h() {} }
}
namespace __attribute__((launch_bounds(32))) g { }
int after;
