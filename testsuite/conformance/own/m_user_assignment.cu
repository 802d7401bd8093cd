struct H { unsigned short a, b; H &operator=(const H &o) { a = o.a; b = o.b; return *this; } };
typedef H Htd;
struct P { float x, y; };
H add(H, H);
void f(H *const v, Htd *w, P *p, H h, P q)
{
    v[0] = add(v[0], v[1]);
    w[1] = h;
    h = v[2];
    p[0] = q;
    q = p[1];
}
