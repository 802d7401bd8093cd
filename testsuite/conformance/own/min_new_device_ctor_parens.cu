// DESC: host function new-ing with () an object with a __device__ constructor taking an int
struct S { int v; __device__ S(int x) : v(x) {} };
S *h() { return new S(1); }
