// DESC: host function using a __device__ converting constructor implicitly
struct W { int v; __device__ W(int x) : v(x) {} };
W h() { return 3; }
