struct P { int a; };
template <typename T> using Ptr = T *;
template <typename T> using Same = T;
__global__ void k(Ptr<unsigned> p, Ptr<P> q, Same<P> r, Same<const P> &s) { }
