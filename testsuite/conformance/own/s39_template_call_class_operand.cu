// A function template called with explicit template arguments returns the
// class it is given: an operator applied to the call's result is a call of
// an operator function, printed with the operands in parentheses. Of an
// overloaded template, only those taking the call's arguments count.
struct Vec2 { float x, y; };
__host__ __device__ inline Vec2 operator+(Vec2 a, Vec2 b) { Vec2 r = {a.x + b.x, a.y + b.y}; return r; }

template <class T> T load(const float *p, int i) { T t = {p[i], p[i + 1]}; return t; }
template <class T> void load(T *out, const float *p, int i) { *out = load<T>(p, i); }

Vec2 sum3(const float *p)
{
    Vec2 a = (load<Vec2>(p, 0)) + (load<Vec2>(p, 2)) + load<Vec2>(p, 4);
    Vec2 b;
    load<Vec2>(&b, p, 6);
    return a + b;
}
