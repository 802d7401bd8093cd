// DESC: cufe's own case (recorded with the real cudafe++ 13.5): in device code each loop or switch a break leaves, and each loop a continue continues, takes one temporary (cicc's jump labels): several breaks of one switch count once, a continue inside a switch continues the loop, host code and uncalled static device functions count nothing, a kernel template counts per instance
static __device__ int unused(int n) { while (n) { if (n == 3) break; n--; } return n; }
static __device__ int used(int n) { while (n) { if (n == 3) break; n--; } return n; }
__host__ __device__ int hd(int n) { do { if (n == 3) break; n--; } while (n); return n; }
__global__ void k(int *p, int n) {
  for (int i = 0; i < n; ++i) {
    switch (p[i]) { case 1: continue; case 2: break; default: break; }
    for (int j = 0; j < n; ++j) { if (j == i) continue; if (j > 9) break; p[j] = used(i); }
  }
}
template <int N> __global__ void t(int *p, int n) { for (int i = 0; i < n; ++i) { if (p[i] < N) break; } }
void h(int *p, int n) { for (;;) { if (n) break; } t<1><<<1, 1>>>(p, 2); t<2><<<1, 1>>>(p, 2); }
