[[gnu::device]] int f(int x) { return x; }
