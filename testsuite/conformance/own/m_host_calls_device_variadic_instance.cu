// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a variadic __device__ function template called from host code is named by its instance as EDG shows it: the pack's arguments last with a space before '>', the parameters renamed T1, T2 and the pack expansion T1...
template <typename... T> __device__ int sum(T... t) { return (0 + ... + t); }
template <typename A, typename... T> __device__ int first(A a, T... t) { return 0; }
template <typename... T> __device__ int none(T... t) { return 0; }
template <typename... T> __device__ int refs(const T &... t) { return 0; }
template <typename... T> __device__ int ptrs(T *... t) { return 0; }
namespace n { template <typename... T> __device__ int g(int x, T... t) { return 0; } }
int a() { return sum(1, 2, 3); }
int b() { return first(1, 2.0, 'c'); }
int c() { return none(); }
int d() { return refs(1, 2); }
int e() { int v = 0; return ptrs(&v, &v); }
int f() { return n::g(1, 2); }
