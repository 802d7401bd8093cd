// DESC: covariant return with space mismatch: base host, derived __device__
struct B { virtual B *clone() { return this; } };
struct D : B { __device__ D *clone() override { return this; } };
