// DESC: a function another declaration makes inline (inline, __forceinline__) is printed inline in every declaration, earlier ones and class member declarations too; a function never declared inline is not
int f(int);
inline int f(int x) { return x; }
__device__ int g(int);
__device__ inline int g(int x) { return x; }
__host__ __device__ int h2(int);
__host__ __device__ __forceinline__ int h2(int x) { return x; }
struct S { int m(int); static int sm(); };
inline int S::m(int x) { return x; }
inline int S::sm() { return 1; }
static int st(int);
static inline int st(int x) { return x; }
int q(int);
int q(int x) { return x + st(x); }
__device__ __noinline__ int dn(int);
__device__ __forceinline__ int dn(int x) { return x; }
