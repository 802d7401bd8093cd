// DESC: host function implicitly converting via a __device__ converting constructor
struct W { int v; __device__ W(int x) : v(x) {} };
W h() { return 3; }
