// DESC: two host calls of a __device__ function with a typedef parameter (second shows mangled form)
typedef unsigned int u32;
__device__ u32 rot(u32 x, int k) { return (x << k) | (x >> (32 - k)); }
u32 h(u32 a) { return rot(a, 3) ^ rot(a, 5); }
