namespace a { struct S { int v; }; namespace b { struct T { int w; }; enum E { E0, E1 }; } using b::T; }
namespace c { using a::S; S make_s(); a::T make_t(); }
using namespace a;
S f1(S s) { return s; }
T f2(T t) { return t; }
using a::b::E;
E f3(E e) { S s{1}; T t{2}; E x = a::b::E0; return e; }
namespace a { T g(T t); b::T h(S s); }
int main() { c::S s{}; return f3(a::b::E1); }
