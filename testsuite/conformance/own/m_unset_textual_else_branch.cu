int h(int c) { int m; if (c) { m = 1; } else { return m; } return m; }
