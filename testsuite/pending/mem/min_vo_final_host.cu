// DESC: plain C++: override of a final virtual
struct B { virtual int f() final { return 0; } };
struct D : B { int f() { return 1; } };
