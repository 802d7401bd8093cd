// DESC: cicc numbers the stub's restrict temporaries in a walk: the global scope's device code and stubs in order, then every kernel's own device code, then each namespace's device code and stubs in order (nested namespaces first)
__device__ void sink(unsigned a, unsigned b, unsigned c, unsigned d) {}
namespace n {
__device__ void d1(unsigned *b) { sink(b[0], b[1], b[2], 0); }
__global__ void k1(const float *__restrict__ x, unsigned *b) { sink(b[0], b[1], 0, 0); }
__device__ void d2(unsigned *b) { sink(b[0], b[1], b[2], b[3]); }
}
__device__ void d3(unsigned *b) { sink(b[0], b[1], b[2], b[3]); }
__global__ void g1(const float *__restrict__ x, unsigned *b) { sink(b[0], b[1], b[2], b[3]); sink(b[0], b[1], b[2], b[3]); }
namespace m {
__global__ void k0(const float *__restrict__ x, unsigned *b) { atomicAdd(&b[0], b[1]); }
__global__ void k2(const float *__restrict__ x, unsigned *b) { sink(b[0], b[1], 0, 0); }
}
int main() { n::k1<<<1, 1>>>(0, 0); g1<<<1, 1>>>(0, 0); m::k0<<<1, 1>>>(0, 0); m::k2<<<1, 1>>>(0, 0); }
