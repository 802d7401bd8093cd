// DESC: host function new-ing an object with a __device__ default constructor
struct S { int v; __device__ S() : v(0) {} };
S *h() { return new S; }
