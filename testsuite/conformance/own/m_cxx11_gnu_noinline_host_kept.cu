// DESC: [[gnu::noinline]] on a plain host function (host output spelling)
[[gnu::noinline]] int f(int x) { return x; }
