__global__ void kk(int *p) {}
template <typename T> struct A { static T get() { return T(); } static int n() { return 1; } };
namespace ns { template <typename T, int N> struct B { static T val() { return T(N); } }; }
double h1() { return 1.0 + A<int>::get() + A<float>::get(); }
long h2() { long x = A<int>::n(); float f = ns::B<short, 3>::val(); return x + (long)f + A<long>::get(); }
