struct Aligned { float v[4]; } __attribute__((aligned(16)))
__global__ void k(Aligned *a) { a[0].v[0] = 0.f; }
