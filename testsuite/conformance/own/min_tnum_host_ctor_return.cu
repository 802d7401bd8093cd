// DESC: VALID: host function returning class via converting host constructor (implicit copy ctor numbering)
struct W { int v; W(int x) : v(x) {} };
W h() { return 3; }
