// DESC: launch args with casts and arithmetic
__global__ void k(float *p, unsigned n, double s) { }
void h(void *v, size_t n) { k<<<(unsigned)(n + 255) / 256, 256>>>(static_cast<float *>(v), (unsigned)n, 1.0 / n); }
