// DESC: override of a final __device__ virtual by __device__ function
struct B { __device__ virtual int f() final { return 0; } };
struct D : B { __device__ int f() { return 1; } };
