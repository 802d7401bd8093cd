struct V { int x; };
__global__ void k1(const volatile int* a, volatile const int* b) {}
__global__ void k2(volatile V* a, const volatile V* b, const V* c, volatile const V& d) {}
template <class T> __global__ void k3(const volatile T* p, T v) {}
__device__ const volatile int* dv;
void host(volatile int* p) {
    k1<<<1, 1>>>(p, p);
    V v{};
    k2<<<1, 1>>>(&v, &v, &v, v);
    k3<<<1, 1>>>(p, 1);
}
