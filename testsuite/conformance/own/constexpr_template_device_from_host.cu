// DESC: constexpr __device__ function template called from host
template <typename T> __device__ constexpr T sq(T x) { return x * x; }
double h(double d) { return sq(d); }
