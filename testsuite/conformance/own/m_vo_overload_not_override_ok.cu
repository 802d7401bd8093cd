// DESC: VALID: derived host function with a different signature hides, not overrides, a __device__ virtual
struct Base { __device__ virtual int f(int x) { return x; } };
struct Derived : Base { int f(long x) { return (int)x; } };
int h(Derived &d) { return d.f(2L); }
