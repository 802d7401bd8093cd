// DESC: sizeof/alignof on types and exprs
struct S { char c; double d; };
unsigned long h(int x) { return sizeof(S) + sizeof x + alignof(S) + sizeof(int[4]) + sizeof(S *) + alignof(double); }
