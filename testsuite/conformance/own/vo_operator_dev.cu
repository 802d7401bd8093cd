// DESC: virtual operator() device in base, host override
struct B { __device__ virtual int operator()(int x) { return x; } };
struct D : B { int operator()(int x) override { return x + 1; } };
