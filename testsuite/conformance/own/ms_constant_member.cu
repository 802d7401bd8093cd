// DESC: __constant__ on a non-static data member of a class template
template <typename T> struct S { __constant__ T x; };
S<int> s;
