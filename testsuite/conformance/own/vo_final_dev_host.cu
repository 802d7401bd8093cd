// DESC: host override marked final of __device__ virtual
struct B { __device__ virtual int f() { return 0; } };
struct D final : B { int f() final { return 1; } };
