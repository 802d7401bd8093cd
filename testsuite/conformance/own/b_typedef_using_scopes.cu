// DESC: typedefs and using in function and class scope
struct A { typedef int value_type; using ptr = value_type *; ptr p; };
int h(A a) { typedef A::value_type vt; using P = A::ptr; vt x = 1; P q = a.p; return x + *q; }
