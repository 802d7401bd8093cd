// DESC: explicit specialization of a __device__ template without annotation, called from host
template <typename T> __device__ T id(T x) { return x; }
template <> int id<int>(int x) { return x + 1; }
int h() { return id(1); }
