template <typename T>
__global__ void fill(T *p, T v) { *p = v; }
