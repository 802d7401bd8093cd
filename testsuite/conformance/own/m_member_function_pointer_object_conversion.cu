struct B { int a; int get() const { return a; } int nc() { return a; } };
struct D : B { };
__global__ void k(int *p) { *p = 1; }
typedef int (B::*CF)() const;
int h1(B *p, const B *q) { int (B::*pf)() const = &B::get; return (p->*pf)() + (q->*pf)(); }
int h2(D &d) { int (B::*pf)() = &B::nc; return (d.*pf)(); }
int h3(D &d, B &b) { int B::*pa = &B::a; return d.*pa + b.*pa; }
int h4(B &b, CF cf) { return (b.*cf)(); }
int h5(B &b) { int (B::*pf)() const(&B::get); int (B::*pn)()(0); int (B::*pm)() = &B::nc; return (b.*pf)() + (b.*pm)(); }
int (B::*g2)() const = &B::get;
