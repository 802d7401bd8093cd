// DESC: static constexpr __device__ member function called from host
struct S { __device__ static constexpr int n() { return 3; } };
int h() { return S::n(); }
