// DESC: cufe's own case (recorded with the real cudafe++ 13.5): kernel parameters of class template specializations: offsets from the members' types after substitution (arrays sized by a template parameter, members of typedef and other class types), the typedefs naming them with the global scope's first
typedef double real;
namespace ns {
template <typename T> struct W { T v; int n; };
template <typename T> struct Arr { T data[4]; };
struct Inner { real r; char c; };
template <typename T> struct Holder { Inner in; T t; };
}
template <typename T> struct Pair { T a; T b; };
__global__ void k(char c, ns::W<double> w, Pair<float> p, ns::Arr<short> a, ns::Holder<int> h, Pair<char> pc, int tail) {}
int main() {
  k<<<1, 1>>>('a', ns::W<double>{}, Pair<float>{}, ns::Arr<short>{}, ns::Holder<int>{}, Pair<char>{}, 3);
  return 0;
}
