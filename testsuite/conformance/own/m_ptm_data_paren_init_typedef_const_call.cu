struct B { int a; int b; int get() const { return a; } };
int B::*pa(&B::a);
int B::*pb = &B::b;
typedef int (B::*CF)() const;
CF cf(&B::get);
int use(const B &c) { int B::*lp(&B::b); return c.*pa + c.*lp + (c.*cf)(); }
__global__ void k(int *o) { o[0] = 1; }
