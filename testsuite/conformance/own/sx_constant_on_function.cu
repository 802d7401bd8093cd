// DESC: __constant__ applied to a member function
struct S { __constant__ int f() { return 1; } };
