// DESC: nested struct and pointer-to-struct args
struct Inner { short s; char c; };
struct Outer { Inner in; double d; Inner *pi; };
__global__ void k(Outer o, Outer *po, Inner i) { po->d = o.d + i.s; }
void h(Outer *po) { Outer o{}; k<<<1, 1>>>(o, po, Inner{1, 'a'}); }
