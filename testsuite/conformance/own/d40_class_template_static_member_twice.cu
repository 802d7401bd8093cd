// DESC: host calls a static __device__ member of a class template instance twice
template <int N> struct Tile { __device__ static int size() { return N * N; } };
int h() { return Tile<4>::size() + Tile<8>::size(); }
