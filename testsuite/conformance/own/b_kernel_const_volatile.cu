// DESC: kernel params const int, volatile pointer, const pointer const
__global__ void k(const int n, volatile int *flag, const float *const data, int *__restrict__ out) { out[0] = n; }
void h(int *f, float *d, int *o) { k<<<1, 1>>>(5, f, d, o); }
