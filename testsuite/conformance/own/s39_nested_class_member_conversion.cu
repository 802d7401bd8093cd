// A member whose class its own declaration defines (a union or struct,
// named or not) or a class nested in the member's class: assigning a
// constant to one of its arithmetic members converts it, printed in
// parentheses.
#include <cuda_runtime.h>
struct Inner { size_t width; int n; unsigned u; double d; };
struct Outer {
    int kind;
    union { Inner in; float f; } res;
    struct Pitch { size_t pitch; long rows; } pitch, *pp;
    struct Cell { unsigned long long bits; };
    Cell cell;
};

void scale(Outer &o, Outer *q)
{
    o.res.in.width /= 2;
    o.res.in.n *= 3;
    o.res.in.u -= 1;
    o.res.in.d *= 2;
    o.res.f *= 2;
    o.pitch.pitch = 256;
    o.pitch.rows += 1;
    o.pp->pitch <<= 1;
    q->cell.bits = 0;
    q->res.in.width = 8;
}
