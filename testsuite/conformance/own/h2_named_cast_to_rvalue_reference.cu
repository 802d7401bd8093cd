struct R { int *p; R(int) : p(0) {} R(R &&o) noexcept : p(o.p) {} };
struct Q { int *p; };
void g(R); void h(Q);
int f(R &r, Q &q) { g(static_cast<R &&>(r)); h(static_cast<Q &&>(q)); R s = static_cast<R &&>(r); R t(static_cast<R &&>(s)); bool b = 1 < 2 && 3 > 2; return (t.p != nullptr) + b; }
