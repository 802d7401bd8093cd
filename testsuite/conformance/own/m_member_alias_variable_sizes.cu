// DESC: device variables typed by a class template's member alias, and by classes with bases, are sized by the class the alias names and with their bases' members
int plain(int x) { return x + 1; }
template <class E> struct actor : public E { };
template <unsigned P> struct argument { };
template <unsigned P> struct placeholder { using type = actor<argument<P> >; };
namespace ph {
__device__ constexpr placeholder<0>::type _1{};
__device__ constexpr placeholder<1>::type _2{};
}
struct A { int a; };
struct B : A { char c; };
struct C : public B { double d; };
template <class T> struct Holder { typedef T value_type; T v; };
__device__ B b;
__device__ C c;
__device__ Holder<double>::value_type hv;
__device__ Holder<C> hc;
template <class T> struct Base2 { T a; };
template <class T> struct D2 : Base2<T> { char c; };
__device__ D2<double> d2;
struct E { };
struct F : E { int x; };
__device__ F f;
struct V { virtual void f(); int x; };
struct W : V { int y; };

__global__ void take(B b, int n, C c, F g, D2<float> d, W w2, char z) { }
namespace lib { inline namespace v1 { namespace detail {
template <unsigned P> struct slot { using type = actor<argument<P> >; };
} }
namespace ph2 { __device__ constexpr lib::detail::slot< 2> ::type _3{}; }
}
