struct HB { virtual int f() { return 0; } };
struct DB { __device__ virtual int f() { return 0; } };
struct NV { int f() { return 0; } };
template <typename Base> struct D : Base { __device__ int f() { return 1; } };
D<HB> a;
D<DB> b;
D<NV> c;
D<HB> a2;
template <typename X, typename Base> struct E : Base { __host__ __device__ virtual int f() { return 1; } };
E<int, HB> e;
__global__ void k() {}
