// DESC: host calls a static __device__ member of a nested class of a class template instance
template <typename T> struct Outer { struct In { __device__ static int f() { return 1; } }; };
int h() { return Outer<int>::In::f(); }
