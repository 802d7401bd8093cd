struct P { int a; };
namespace n { struct Q { int a; }; }
template <typename T> struct Box { T v; };
template <typename T, typename U> __global__ void k(Box<T> p, Box<U> q) { }
void h(Box<P> a, Box<n::Q> b) { k<<<1, 1>>>(a, b); }
