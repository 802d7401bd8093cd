// DESC: host function calling a __device__ template with explicit template arguments
template <typename T, int N> __device__ T scale(T x) { return x * N; }
int h(int v) { return scale<int, 3>(v); }
