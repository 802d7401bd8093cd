int h(int c) { int m; while (c) { c = m; } return m; }
