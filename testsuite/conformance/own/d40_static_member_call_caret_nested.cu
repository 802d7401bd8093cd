// DESC: host function calls a static __device__ member through a nested member access
struct M { __device__ static int z() { return 0; } };
struct W { M m; };
int h(W w) { return 1 + w.m.z(); }
