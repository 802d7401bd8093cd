// DESC: cufe's own case: tpl
__device__ int dev(int x) { return x; }
__device__ int dv;
template <class T> struct A { int f() { return dev(1) + dv; } static int g() { return dev(2); } };
template <class T> int tf() { return dev(3); }
int use() { A<int> a; return a.f() + A<int>::g() + tf<int>(); }
struct B { template <class T> int m() { return dev(4); } };
