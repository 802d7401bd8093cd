// DESC: host function calls a static __device__ member through a pointer
struct M { __device__ static int z(int) { return 0; } };
int h(M *m) { return m->z(1); }
