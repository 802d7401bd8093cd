// DESC: hd class template member op returns braced aggregate, used in kernel
template <typename T> struct V { T x; __host__ __device__ V operator-(const V &o) const { return {x - o.x}; } };
__global__ void k(V<float> *v) { v[0] = v[0] - v[1]; }
