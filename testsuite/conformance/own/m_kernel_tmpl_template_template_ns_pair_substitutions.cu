template <typename T> struct Box { T v; };
namespace n { template <typename T, typename U> struct Pair { T a; U b; }; }
template <template <typename> class C> __global__ void k(C<int> c) { }
template <template <typename, typename> class C, typename T> __global__ void k2(C<T, int> c, T *p) { }
void h(n::Pair<float, int> p) { k<<<1, 1>>>(Box<int>{1}); k2<<<1, 1>>>(p, (float *)0); k<Box><<<1, 1>>>(Box<int>{2}); }
