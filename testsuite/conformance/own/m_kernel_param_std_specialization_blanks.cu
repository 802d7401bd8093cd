#include <vector>
#include <map>
namespace ns { struct Q { int a; }; }
template <typename T> struct Box { T v; };
template <typename T, typename U = Box<T> > struct Pair2 { T a; U b; };
__global__ void k1(std::map<int, float> *m) {}
__global__ void k2(Box<ns::Q> *b) {}
__global__ void k3(std::vector<ns::Q> *v) {}
__global__ void k4(Pair2<int> *p) {}
__global__ void k5(Pair2<ns::Q> *p) {}
void h() {
  k1<<<1, 1>>>(0); k2<<<1, 1>>>(0); k3<<<1, 1>>>(0); k4<<<1, 1>>>(0); k5<<<1, 1>>>(0);
}
