// DESC: VALID: __global__ template calling __device__ member of its argument
struct D { __device__ int f() const { return 1; } };
template <typename T> __global__ void k(T t, int *p) { *p = t.f(); }
void h(int *p) { k<<<1, 1>>>(D{}, p); }
