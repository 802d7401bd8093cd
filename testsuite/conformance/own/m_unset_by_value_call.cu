void g(int);
int h() { int m; g(m); return m; }
