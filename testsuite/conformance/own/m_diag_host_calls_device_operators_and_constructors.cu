// DESC: cufe's own case (recorded with the real cudafe++ 13.5): host code calling a __device__ member operator of a local's class (a[1], f(1) — reported twice —, a = b) or constructor (a temporary Pt(a, 3), new Pt(a), a local's initializer after the temporary it copies) is a device call, at the bracket, operator, class name or new; a constructor's mangled name is C1
int plain(int x) { return x + 1; }
struct Arr0 { int d[4]; __device__ int operator[](int i) const { return d[i]; } };
int h1(Arr0 a) { return a[1]; }
struct Fn { __device__ int operator()(int x) const { return x + 1; } __device__ int g() const { return 0; } };
struct Arr { int d[4]; __device__ int operator[](int i) const { return d[i]; } };
int h(Fn f, Arr a) { int s = f.g(); s += f(1); s += f(2); s += a[0]; return s + a[1]; }
struct Pt { int x; __device__ Pt(int a) : x(a) {} Pt() : x(0) {} };
int h2(int a) { Pt p; Pt *q = new Pt(a); Pt r = Pt(a); return p.x + q->x + r.x + Pt().x; }
struct W2 { int v; __device__ W2 &operator=(const W2 &o) { v = o.v; return *this; } };
void h3(W2 &a, const W2 &b) { a = b; }
struct Pt2 { int x, y; __device__ Pt2(int a, int b) : x(a), y(b) {} };
int h4(int a) { return Pt2(a, 3).x; }
