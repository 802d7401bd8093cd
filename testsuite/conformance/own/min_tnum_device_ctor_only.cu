// DESC: VALID: class with a __device__ constructor, no uses
struct W { int v; __device__ W(int x) : v(x) {} };
