namespace a { namespace b { void f(); int v; struct T {}; } void g(); }
namespace ab = a::b;
namespace aa = a;
namespace ab2 = aa::b;
using ab::f;
using aa::g;
using ab2::v;
using namespace ab;
using ::a::b::T;
namespace q { using aa::b::T; }
__global__ void kk(int *p) {}
int h() { ab::T t; f(); return ab::v; }
namespace a { namespace c { void z(); void y(); namespace d { void w(); } } namespace cc = c; using c::z; using a::cc::y; namespace dd = c::d; using dd::w; }
namespace e2 = a::c;
namespace a { namespace c { using e2::d::w; } }
__global__ void kk2(int *p) {}
