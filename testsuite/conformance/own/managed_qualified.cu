// DESC: managed in nested namespace, qualified use
namespace a { namespace b { __managed__ int x; } }
namespace a { int f() { return b::x + a::b::x; } }
int h() { using namespace a::b; return x + ::a::b::x; }
