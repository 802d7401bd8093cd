// DESC: dependent base: __device__ virtual base, HD override, instantiated
struct DB { __device__ virtual int f() { return 0; } };
template <typename Base> struct D : Base { __host__ __device__ int f() { return 1; } };
D<DB> d;
