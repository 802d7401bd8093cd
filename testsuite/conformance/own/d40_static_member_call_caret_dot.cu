// DESC: host function calls a static __device__ member through an object
struct M { __device__ static int z() { return 0; } };
int h(M m) { return m.z(); }
