// DESC: host constexpr function used as a template argument inside a kernel
constexpr int sq(int x) { return x * x; }
template <int N> struct C { static constexpr int v = N; };
__global__ void k(int *p) { *p = C<sq(3)>::v; }
