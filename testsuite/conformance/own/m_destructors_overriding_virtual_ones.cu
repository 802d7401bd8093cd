struct A { virtual ~A() {} virtual int f() { return 0; } };
struct B : A { ~B() { } int f() { return 1; } };
struct C : B { ~C() = default; };
struct D { ~D() {} };
struct E : D { ~E() {} };
struct F : A { ~F(); };
F::~F() {}
template <class T> struct G : A { ~G() {} };
G<int> gi;
struct H : virtual A { ~H() noexcept {} };
int main() { B b; C c; E e; F f; H h; return b.f(); }
