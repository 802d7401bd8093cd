namespace A __attribute__ ((__visibility__ ("default"), __deprecated__)) { int a; }
namespace B __attribute__((visibility("default"))) __attribute__((deprecated("x y"))) { int b; }
namespace [[ gnu :: visibility ( "hidden" ) ]] C { int c; }
namespace E { int e; }
namespace F { inline namespace __attribute__((abi_tag("v1"))) G { int g; } }
inline namespace __attribute__((visibility("default"))) H { int h; }
namespace I::J __attribute__((visibility("default"))) { int ij; }
namespace __attribute__((visibility("default"))) { int anon; }
namespace [[]] K { int k; }
int main() { return A::a + B::b + C::c + E::e + F::G::g + h + I::J::ij + anon; }
namespace [[gnu::visibility("default"), deprecated]] D { int d; }
int use() { return D::d + K::k; }
