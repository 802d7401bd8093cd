// DESC: a class template instance's aggregate initializer converts each element to its member's type with the arguments put in (W<float> w{1} is w{(1)})
template <typename T> struct W { T v; int n; };
namespace ns { template <typename T, typename U> struct P { T a; U b; }; }
void h() { W<float> w{1, 2}; ns::P<double, char> p{3, 4}; W<int> x{5, 6}; (void)w; (void)p; (void)x; }
