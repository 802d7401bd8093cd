// DESC: in a template, a non-dependent class template instance is printed with its value arguments converted (A< 32U> for A<2 * 16>); elsewhere arguments stay as written, operator expressions spaced; a class template's forward declaration has one space after its parameter list
template <unsigned N> struct A {}; template <long N> struct B {}; template <unsigned long N> struct C {};
template <bool V> struct D {}; template <char V> struct E {}; template <int V> struct F {}; template <short V> struct G {};
template <unsigned long long V> struct H {}; template <typename T, unsigned N> struct I {};
constexpr int kN = 8;
void f() { A<32> a; B<32> b; C<4> c; D<true> d; E<'a'> e; F<3> g; A<2 * 16> h; G<5> i; H<7> j; I<int, 4> k; A<kN> l; A<32u> m; F<-1> n; }
A<16> global_a;
template <unsigned N, typename P = void> struct U4 {};
template <unsigned N> struct U4<N, void> {};
template <unsigned N> struct A2 {};
template <class T> void g4() { U4<32> a; A2<32> b; A2<2 * 16> c; U4<8, int> d; }
template <class T> __global__ void k4(T *p) { U4<32> a; A2<32> b; }
void h4(int *p) { g4<int>(); k4<<<1, 1>>>(p); }
template <class T> struct X;
template <int N> struct Y;
template <class T, int N = 2> class Z;
template <unsigned N> struct T3;
template <typename T> void f(T);
template <class T> void g5() { B<32> b; C<4> c; D<1> d; H<7> j; F<-1> n; I<T, 3> k; I<int, kN> l; E<65> e; }
