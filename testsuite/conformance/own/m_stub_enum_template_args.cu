// DESC: a kernel template launched with an enumerator (plain or scoped) or a class template instance: the instance is made, its argument spelled from the global scope (    ::E), its wrapper parameter enum ::E
template <typename T> struct Pair { T a, b; };
enum E { A, B };
enum class F { X };
namespace ns { template <typename T> struct W { T v; }; }
template <typename T> __global__ void k(T t) { }
void h() { Pair<int> p{1, 2}; k<<<1, 1>>>(p); k<<<1, 1>>>(A); k<<<1,1>>>(F::X); ns::W<float> w{1.0f}; k<<<1,1>>>(w); }
