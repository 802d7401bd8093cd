template <typename... Ts> struct TP { int x; };
template <int... Ns> struct VP { };
template <typename T, typename... Ts> struct TP2 { int y; };
template <typename T = int> struct D1 { };
template <typename... Ts> void ft(int) { }
template <typename... Ts> __global__ void kt(int) { }
__global__ void take(TP<int, float> *a, TP<> *b, TP2<int> *c) { }
TP<> a;
VP<> b;
TP2<int> c;
D1<> d;
TP<int> e;
VP<1, 2> f;
namespace ns { template <typename... Ts> struct Tuple { }; }
void g() {
  ft<>(1);
  kt<><<<1, 1>>>(1);
  TP<> *p = new TP<>();
  int s = sizeof(VP<>) + sizeof(ns::Tuple<>);
  ns::Tuple<> t;
  take<<<1, 1>>>(0, p, 0);
}
