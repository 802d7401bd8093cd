// DESC: local class in a host function overriding a __device__ virtual with a host function
struct B { __device__ virtual int f() { return 0; } };
void g() { struct L : B { int f() override { return 1; } }; }
