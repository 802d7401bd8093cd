// DESC: VALID: host function reference bound to a host function (parenthesized in host output?)
int f(int x) { return x; }
int h() { int (&r)(int) = f; return r(2); }
