// DESC: cufe's own case (recorded with the real cudafe++ 13.5): the order of the stub's typedefs: the global scope's first, then each namespace's, a namespace's nested namespaces before its own types, types in the order they are declared (a reopened namespace adds to its list), whatever order the kernels name them in
struct G { int x; };
namespace NS {
struct A { int x; };
typedef A a_t;
namespace v3 { struct S { double q; }; typedef S s_t; }
typedef int late_t;
struct O { struct I { char c; }; };
}
namespace B { typedef int b_t; enum M { M0, M1 }; }
namespace NS { typedef char again_t; typedef ::G g_t; }
template <typename T> struct Pair { T a; };
__global__ void k(B::b_t z, NS::again_t y, NS::late_t a, NS::v3::s_t b, NS::a_t c, Pair<NS::A> d, B::M m, NS::O::I i, Pair<int> e) {}
namespace NS { __global__ void k2(g_t g, v3::S s, A a) {} }
