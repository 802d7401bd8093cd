namespace ns { enum Level { Low, High }; int gv; float gf; }
enum class Mode { Fast, Slow };
struct S {
    int m;
    float fm;
    int *pm;
    static int sm;
    enum { A, B };
    void f() {
        m;
        this->m;
        fm;
        this->fm;
        pm;
        sm;
        S::sm;
        A;
        S::A;
        this;
        *this;
        (*this).m;
        m + 1;
        this->m + 1;
    }
    void g() const { m; }
    static void h() { sm; }
};
struct P { int v; float w; P *next; };
void k(P p, P *pp, P &rp) {
    p.v;
    pp->v;
    rp.v;
    p.w;
    pp->next;
    pp->next->v;
    p.v + 1;
    ns::Low;
    Mode::Fast;
    ns::gv;
    ns::gf;
    S::sm;
    S::A;
    ::ns::High;
    ns::gv + 1;
}
