// DESC: host function default-constructing a local with a __device__ default constructor
struct S { int v; __device__ S() : v(0) {} };
int h() { S s; return s.v; }
