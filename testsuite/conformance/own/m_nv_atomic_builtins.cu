// DESC: cufe's own case (recorded with the real cudafe++ 13.5): CUDA's __nv_atomic_* builtins in device code are printed as the size-specific builtins cudafe++ turns them into (__nv_atomic_load_4, __nv_atomic_fetch_add_8_u, __nv_atomic_store_1), and a missing thread scope as the system's (4); in a template whose object type is the instance's, only the scope is added (values passed as literals: a variable passed makes temporaries the stub counts)
int plain(int x) { return x + 1; }
__device__ unsigned f1(unsigned *ptr) { return __nv_atomic_load_n(ptr, __NV_ATOMIC_RELAXED); }
__device__ unsigned long long f2(unsigned long long *ptr) { return __nv_atomic_load_n(ptr, __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_DEVICE); }
__device__ void f3(int *ptr) { __nv_atomic_store_n(ptr, 3, __NV_ATOMIC_RELEASE); }
__device__ int f4(int *ptr) { return __nv_atomic_exchange_n(ptr, 4, __NV_ATOMIC_RELAXED); }
__device__ int f6(int *ptr) { return __nv_atomic_fetch_add(ptr, 6, __NV_ATOMIC_RELAXED); }
__device__ float f7(float *ptr) { return __nv_atomic_fetch_add(ptr, 7.0f, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_BLOCK); }
__device__ unsigned f8(unsigned *ptr) { return __nv_atomic_fetch_or(ptr, 8u, __NV_ATOMIC_RELAXED); }
__device__ short f12(short *ptr) { return __nv_atomic_load_n(ptr, __NV_ATOMIC_RELAXED); }
__device__ unsigned g1(unsigned *p) { return __nv_atomic_fetch_add(p, 1u, __NV_ATOMIC_RELAXED); }
__device__ unsigned long long g2(unsigned long long *p) { return __nv_atomic_fetch_add(p, 2ull, __NV_ATOMIC_RELAXED); }
__device__ double g3(double *p) { return __nv_atomic_fetch_add(p, 3.0, __NV_ATOMIC_RELAXED); }
__device__ long long g5(long long *p) { return __nv_atomic_fetch_min(p, 5ll, __NV_ATOMIC_RELAXED); }
__device__ unsigned g6(unsigned *p) { return __nv_atomic_fetch_max(p, 6u, __NV_ATOMIC_RELAXED) + __nv_atomic_fetch_sub(p, 1u, __NV_ATOMIC_RELAXED); }
__device__ void g9() { __nv_atomic_thread_fence(__NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_SYSTEM); }
template <typename T> __device__ T g10(T *p) { return __nv_atomic_load_n(p, __NV_ATOMIC_RELAXED); }
__device__ unsigned g11(unsigned *p) { return g10(p); }
__device__ unsigned char g12(unsigned char *p) { __nv_atomic_store_n(p, (unsigned char)1, __NV_ATOMIC_RELAXED); return 1; }
__global__ void k(unsigned *p) { p[0] = f1(p) + g11(p); }
int main() { return 0; }
