// DESC: parentheses written around a returned operator expression stay, not around a name or call; a chain of && prints flat however grouped, other chains keep their grouping
int f(int);
int r1(int a, int b) { return (a + b); }
int r2(int a) { return (f(a)); }
int r3(int a) { return (-a); }
int r4(int a, int b, int c) { return (a ? b : c); }
int r5(int *a) { return (a[0]); }
int r6(int a, int b) { return ((a + b)); }
int r7(int a, int b) { int x; x = (a); x = (f(a)); x = (-a); return x; }
int r8(int a, int b) { return (a + b) * 2; }
int g1(int a, int b, int c) { return a + b + c; }
int g2(int a, int b, int c) { return a * b * c; }
int g3(int a, int b, int c) { return a - b - c; }
bool g4(bool a, bool b, bool c) { return a || b || c; }
int g5(int a, int b, int c) { return a + b - c; }
int g6(int a, int b, int c) { return (a + b) + c; }
int g8(int a, int b, int c) { return a & b & c; }
bool g9(int a, int b, int c) { return a < b && b < c && c < 3 && a > 0; }
bool g11(bool a, bool b, bool c) { return a && (b && c); }
