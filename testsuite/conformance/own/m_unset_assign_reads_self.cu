int h() { int m; m = m + 1; return m; }
