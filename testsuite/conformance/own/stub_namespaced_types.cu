// DESC: cufe's own case (recorded with the real cudafe++ 13.5): kernel parameters of namespaced classes and enumerations
struct G { int a; };
enum E { E0, E1 };
enum class EC : short { A, B };
namespace ns { struct P { double d; }; enum M { M0 }; struct O { struct I { char c; }; }; }
__global__ void k1(G g, G *pg, const G *cpg, E e, EC ec);
__global__ void k1(G g, G *pg, const G *cpg, E e, EC ec) {}
__global__ void k2(ns::P p, ns::P *pp, ns::M m, ns::O::I i) {}
namespace ns { __global__ void k3(P p, const P *pp, M m, O::I i, G g, E e) {} }
