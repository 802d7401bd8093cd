struct A { int a; };
struct B1 : virtual A { };
struct B2 : public virtual A { };
struct B3 : virtual public A { };
class B4 : virtual A { };
class B5 : private virtual A, public B1 { };
__global__ void k() {}
int main() { B2 b; b.a = 1; k<<<1, 1>>>(); return b.a; }
