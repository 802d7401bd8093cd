// DESC: host function creating a temporary via a __device__ constructor
struct S { int v; __device__ S(int x) : v(x) {} };
int h() { return S(2).v; }
