// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a const member function does not override a virtual one that is not const: the base's is hidden (#997) and the derived one is not made virtual in the host output
int plain(int x) { return x + 1; }
struct A { __device__ virtual int f() { return 0; } };
struct B : A { int f() const { return 1; } };
