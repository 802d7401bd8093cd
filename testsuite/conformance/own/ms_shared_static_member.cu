// DESC: __shared__ static data member
struct S { static __shared__ int s; };
__shared__ int S::s;
