struct V { float x, y; };
inline V operator*(float a, V b) { V r = {a * b.x, a * b.y}; return r; }
inline V operator*(V a, float b) { V r = {a.x * b, a.y * b}; return r; }
inline V operator-(V a, V b) { V r = {a.x - b.x, a.y - b.y}; return r; }
inline void operator+=(V &a, V b) { a.x += b.x; a.y += b.y; }
inline bool operator==(V a, V b) { return a.x == b.x; }
inline V operator-(V a) { V r = {-a.x, -a.y}; return r; }
V mk(float f) { V r = {f, f}; return r; }
float use(V v) { return v.x; }
enum E { EA, EB };
void f(V a, V b, float s, E e)
{
    V c = 9.0f * a - b;
    V d = a * s;
    c += mk(1.0f);
    c += a * s;
    d = mk(2.0f) * s;
    d = a;
    float u = use(a * s);
    bool q = (a == b);
    V n = -a;
    bool w = e == EA;
    use(c); use(d); use(n); (void)u; (void)q; (void)w;
}
