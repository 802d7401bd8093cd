// DESC: cufe's own case (recorded with the real cudafe++ 13.5): class template specializations as kernel parameters: non-type arguments cast to their parameter's type with its literal suffix (bool, char, unsigned, long, enumerations), type arguments from the global scope, defaults filled in
#include <cstddef>
enum Color { Red, Green, Blue };
enum class Mode : unsigned char { Off, On };
namespace ns { struct Q { int b; }; enum E { X, Y }; template <E e> struct W { int x; }; }
struct P { int a; };
template <typename T, int N> struct Arr { T v[N]; };
template <bool B> struct Flag { int x; };
template <char C> struct Ch { int x; };
template <unsigned U> struct Un { int x; };
template <long L> struct Lo { int x; };
template <unsigned long long L> struct Ull { int x; };
template <Color C> struct Col { int x; };
template <Mode M> struct Md { int x; };
template <std::size_t N> struct Sz { int x; };
template <typename T, T V> struct Const { int x; };
template <int N = 3> struct Def { int x; };
template <typename T> struct Box { T v; };
template <typename T, typename U> struct Two { T v; U u; };
constexpr int K = 4;
__global__ void k(Arr<short, K> a, Flag<true> b, Ch<'a'> c, Un<5> d, Lo<-7> e, Ull<8> f, Col<Green> g, Md<Mode::On> h, ns::W<ns::Y> i, Sz<16> j, Const<long, 5> l, Def<> m, Box<P> n, Box<ns::Q> o, Two<P, Box<int> > p, Box<Box<unsigned> > q, Box<const int *> r, Arr<float, K> s) {}
void launch() {
  k<<<1, 1>>>({}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {});
}
