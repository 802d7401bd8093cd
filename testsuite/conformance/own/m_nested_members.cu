enum Kind { KA, KB };
struct Dim { unsigned int x, y, z; };
struct Inner { Dim grid; Kind kind; unsigned size; void *ptr; };
struct Outer { Inner inner; Inner *pinner; union { Inner u; int raw; }; };
void f(Outer &o, Outer *po)
{
    o.inner.grid.x = o.inner.grid.y = 1;
    o.inner.kind = KB;
    o.inner.size = 2;
    o.inner.ptr = nullptr;
    po->inner.grid.z = 3;
    o.pinner->size = 4;
    o.u.size = 5;
    if (o.inner.size == 0) { o.inner.size = 6; }
}
