// DESC: hidden virtual with typedef and class parameters (#997 names the hidden function)
typedef unsigned long idx_t;
struct V { int x; };
struct A { __device__ virtual int f(idx_t i, const V &v, const int c) { return 0; } };
struct B : A { int f(double) { return 1; } };
