// DESC: host function brace-initialising a local with a __device__ constructor
struct S { int v; __device__ S(int x) : v(x) {} };
int h() { S s{2}; return s.v; }
