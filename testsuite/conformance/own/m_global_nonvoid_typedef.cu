// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a __global__ function's return type that is a typedef of a non-void type is an error, reported after the exception specification's and before the ellipsis, member and main errors
typedef int I;
using Void = void;
__global__ I k1(int *p) { return *p; }
__global__ I k2(int, ...) noexcept { return 0; }
struct S { __global__ static I k3() noexcept; __global__ I operator+(int); };
__global__ inline int k4(int, ...) noexcept { return 0; }
struct U { friend __global__ I k5(int, ...) noexcept { return 0; } };
__global__ Void *k6();
__global__ I main(int, ...);
