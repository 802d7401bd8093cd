// DESC: hidden friend hd fn
struct Cfg { friend __host__ __device__ bool same(const Cfg &, const Cfg &) { return true; } };
__global__ void k() { }
