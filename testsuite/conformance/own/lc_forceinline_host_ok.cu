// DESC: __forceinline__ on a host function and a member function
__forceinline__ int f(int x) { return x; }
struct S { __device__ __forceinline__ int g(int x) { return x; } };
