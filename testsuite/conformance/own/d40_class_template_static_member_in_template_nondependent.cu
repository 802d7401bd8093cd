// DESC: host function template calls a static __device__ member of a non-dependent instance
template <int N> struct Tile { __device__ static int size() { return N * N; } };
template <typename T> T h() { return (T)Tile<2>::size(); }
