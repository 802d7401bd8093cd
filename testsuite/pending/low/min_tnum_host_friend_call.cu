// DESC: host calls hidden friend hd fn with class refs
struct Cfg { friend __host__ __device__ bool same(const Cfg &, const Cfg &) { return true; } };
__global__ void k() { }
bool h() { Cfg a, b; return same(a, b); }
