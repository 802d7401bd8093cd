// DESC: host device function templates used on both sides
template <typename T> __host__ __device__ T mx(T a, T b) { return a > b ? a : b; }
template <typename T> __device__ T dsq(T a) { return a * a; }
__global__ void k(float *p) { p[0] = mx(p[1], dsq(p[2])); }
int h() { return mx(1, 2) + mx<long>(3, 4); }
