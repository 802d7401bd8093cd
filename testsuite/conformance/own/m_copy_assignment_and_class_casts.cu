// DESC: an assignment from an object of the left side's class through its implicit or defaulted copy assignment is a plain assignment, a user-provided one a call; a cast to a class parenthesizes its operand
struct A { int v; A &operator=(int x) { v = x; return *this; } };
struct B { int v; B &operator=(int x) { v = x; return *this; } B &operator=(const B &) = default; };
struct C { int v; C &operator=(const C &o) { v = o.v; return *this; } };
void f(A *a, B *b, C *c, A x, B y, C z) { a[0] = x; a[1] = (A)x; a[2] = 3; b[0] = y; c[0] = z; }
