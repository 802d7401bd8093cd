struct Tag { int id; }
template <typename T>
__device__ T sq(T x) { return x * x; }
