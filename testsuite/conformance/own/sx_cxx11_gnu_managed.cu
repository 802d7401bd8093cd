// DESC: [[gnu::managed]] together with [[gnu::device]]
[[gnu::device]] [[gnu::managed]] int m;
void h() { m = 3; }
