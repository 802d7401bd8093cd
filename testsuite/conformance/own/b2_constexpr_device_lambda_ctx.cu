// DESC: constexpr __device__ function called inside a plain lambda in a host function
__device__ constexpr int sq(int x) { return x * x; }
int h(int v) { auto l = [=] { return sq(v); }; return l(); }
