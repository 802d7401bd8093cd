// DESC: host function calling a static __device__ member function
struct S { __device__ static int make() { return 1; } };
int h() { return S::make(); }
