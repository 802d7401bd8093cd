// DESC: #611 a class overriding some but not all of a base's overloaded virtual functions of one name (at the class name, after its members; a using-declaration brings the others back), and #997 naming an overloaded hidden function without parameters
int plain(int x) { return x + 1; }
struct B { virtual void f(int); virtual void f(double); virtual void g(int); virtual void g(float) const; virtual ~B(); };
struct D : B { void f(int) override; };
struct E : B { void f(int); void f(double); };
struct F : B { void f(char); };
struct G : B { virtual void g(int); };
struct H : D { void f(double); };
namespace n { struct K : public B { void f(double) override; void g(int) override; }; }
struct L : B { using B::f; void f(int) override; };
struct M { virtual int h(int); virtual int h(int, int); };
struct N : M { int h(int) override; int h(int, int) override; };
struct P : M { int h(int, int); };
