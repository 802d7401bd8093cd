// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a member function in a diagnostic is named by its class's qualified name, namespaces, enclosing classes and unnamed namespaces (_NV_ANON_NAMESPACE) included; calls of members of classes in unnamed namespaces are found
int plain(int x) { return x + 1; }
namespace a { namespace b {
struct V { float x; __device__ float len() const { return x; } struct In { __device__ int g() { return 1; } }; };
__device__ int free1(int x) { return x; }
} }
struct Out { struct In2 { __device__ int h(); }; };
__device__ int Out::In2::h() { return 2; }
namespace { struct An { __device__ int q() { return 3; } }; __device__ int af(int x) { return x; } }
namespace c { namespace { struct An2 { __device__ int q() { return 3; } }; } }
float h(a::b::V v, a::b::V::In i, Out::In2 o, An an, c::An2 an2) {
  return v.len() + i.g() + a::b::free1(1) + o.h() + an.q() + an2.q();
}
