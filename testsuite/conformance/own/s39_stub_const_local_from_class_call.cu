// In device code, a `const` local of class type initialized by a call that
// returns the class gets the result through one temporary of cicc's (the
// same without `const`, or from an lvalue or a braced list, makes none).
struct V { float x; };
__device__ __noinline__ V mk(float a) { V r; r.x = a; return r; }

__global__ void k(V *o, float a)
{
    const V v = mk(a), w = mk(a + 1.0f);
    V plain = mk(a);
    const V copy = o[1];
    const V braced = {a};
    o[0] = v;
    o[1] = w;
    o[2] = plain;
    o[3] = copy;
    o[4] = braced;
}
