// DESC: an unscoped enumerator in a template argument list prints qualified by its enumeration's scopes (inline namespaces too); a kernel template's enumeration-typed argument is its value, the enumeration's type gets a stub typedef when in a namespace, and a written type skipping an inline namespace is qualified in full
namespace lib {
inline namespace v1 {
enum Algo { RAKING, WARP };
template <typename T, Algo A> struct Scan { T x; };
}
namespace in { enum Mode { M0, M1 }; template <Mode M> struct Box { int v; }; }
}
namespace lib2 { inline namespace v { enum Algo2 { R2, W2 }; } }
using namespace lib;
enum Plain { P0, P1 };
namespace q { enum Q { Q0, Q1 }; template <Q X> void h() {} }
template <int A, Plain P> void g() {}
template <Algo A> void t() {}
template <lib::Algo A, lib2::Algo2 B, Plain C> __global__ void kern(int *d) { d[0] = A + B + C; }
template <int N, Algo A> __global__ void kern2(int *d) { d[0] = N + A; }
template <int N, Algo B> void launch() { kern2<N, B><<<1, 1>>>(0); }
int main() {
  int x = RAKING;
  int y = lib::WARP;
  Algo a = WARP;
  Scan<int, RAKING> s1;
  lib::Scan<int, lib::v1::WARP> s2;
  in::Box<in::M1> b;
  t<RAKING>();
  q::h<q::Q1>();
  g<1, P1>();
  kern<lib::WARP, lib2::W2, P1><<<1, 1>>>(0);
  launch<1, RAKING>();
  launch<2, lib::WARP>();
  s1.x = 0; s2.x = 0; b.v = 0;
  return x + y + a + s1.x + s2.x + b.v;
}
