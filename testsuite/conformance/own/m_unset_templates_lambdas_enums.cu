// DESC: cufe's own case (recorded with the real cudafe++ 13.5): #549 in templates only for a non-dependent class object copied into another one (initializer, assignment, by-value argument), not for its member read or its return, nor for scalars; a lambda's own locals are checked; an enumeration local is a scalar
struct D { int x; };
enum Color { RED, GREEN };
void take(D);
template <class T> int copied() { D local; D o = local; return o.x; }
template <class T> int member() { D local; return local.x; }
template <class T> void argument() { D local; take(local); }
template <class T> D returned() { D local; return local; }
template <class T> int assigned() { D local; D o; o = local; return o.x; }
template <class T> int scalar() { int x; return x; }
template <class T> struct S { int m() { D local; D o = local; return o.x; } };
int h() { return copied<int>() + scalar<int>(); }
int in_lambda() { auto l = [] { int x; return x; }; return l(); }
int class_in_lambda() { auto l = [] { D local; D o = local; return o.x; }; return l(); }
int enum_local() { Color c; int v = c; return v; }
