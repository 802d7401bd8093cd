// DESC: host function calling a __device__ member function through a pointer-to-member
struct S { __device__ int f() const { return 1; } };
int h(const S &s) { int (S::*pm)() const = &S::f; return (s.*pm)(); }
