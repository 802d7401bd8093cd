// DESC: device-only operator overloads used in kernel
struct C { float r, i; };
__device__ C operator*(C a, C b) { return {a.r * b.r - a.i * b.i, a.r * b.i + a.i * b.r}; }
__device__ C &operator+=(C &a, C b) { a.r += b.r; a.i += b.i; return a; }
__global__ void k(C *c) { c[0] += c[1] * c[2]; }
