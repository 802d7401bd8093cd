// DESC: host function using a __device__ operator+
struct V { int x; };
__device__ V operator+(V a, V b) { return V{a.x + b.x}; }
V add(V a, V b) { return a + b; }
