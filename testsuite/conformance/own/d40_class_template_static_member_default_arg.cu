// DESC: host calls a static __device__ member of a class template instance using a default argument
template <typename T, int N = 8> struct Buf { __device__ static int cap() { return N; } };
int h() { return Buf<char>::cap(); }
