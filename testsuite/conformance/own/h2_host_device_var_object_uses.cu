// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a member function or class operator called on a __device__ variable binds it (no warning); its data members are read
struct P { int x; int get() const { return x; } void set(int v) { x = v; } P &operator=(int v) { x = v; return *this; } int operator+(int v) const { return x + v; } bool operator==(const P &o) const { return x == o.x; } };
__device__ P dp;
__device__ P dq;
__device__ P ps[4];
int h() { dp.set(1); dp = 3; int a = dp + 1; bool e = dp == dq; int b = (&dp)->get(); return a + b + e + dp.x + ps[1].get() + ps[2].x; }
struct C { int x; };
__device__ C dc;
C g() { C q = dc; dc = q; return dc; }
