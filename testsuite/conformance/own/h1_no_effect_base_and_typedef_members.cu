struct B { int bm; };
struct D : B {
    void f() { bm; this->bm; }
};
struct V { volatile int vm; void f() { vm; this->vm; } };
template <class T> struct TS { T m; int i; void f() { m; i; this->i; this->m; } };
typedef struct { int a; double d; } TD;
struct S { int v; S *self; };
void k(TD td, S **pps, S &rs) {
    td.a;
    td.d + 1.0;
    td.a * 2;
    (**pps).v;
    rs.self->self->v;
    TS<int> t;
    t.m;
}
