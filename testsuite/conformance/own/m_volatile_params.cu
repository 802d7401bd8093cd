// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a function parameter's own volatile is dropped from its type in the host output (float vf, int *pv), not what a pointer points to (volatile int *vp); the stub keeps it (int *volatile __cuda_3)
int plain(int x) { return x + 1; }
__global__ void k(volatile float vf, const int ci, volatile int *vp, int *volatile pv) {}
__device__ void d(volatile float vf, int *volatile pv) {}
void h(volatile float vf, int *volatile pv) {}
__host__ __device__ void hd(volatile float vf) {}
void h2(volatile float vf);
__global__ void k2(volatile int v);
int main() { k<<<1,1>>>(1.0f, 2, 0, 0); h(1, 0); return 0; }
