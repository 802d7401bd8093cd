// DESC: host function template calls a static __device__ member of a dependent instance (not checked)
template <int N> struct Tile { __device__ static int size() { return N * N; } };
template <int M> int h() { return Tile<M>::size(); }
