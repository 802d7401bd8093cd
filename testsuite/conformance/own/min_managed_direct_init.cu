// DESC: managed in paren direct init
__managed__ int m;
int h() { int y(m); return y; }
