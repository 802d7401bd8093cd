// DESC: constexpr __device__ function used as array bound in a host function
__device__ constexpr int sz() { return 4; }
int h() { int a[sz()] = {}; return a[0]; }
