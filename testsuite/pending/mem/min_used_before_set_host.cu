// DESC: plain local used before set in a host function (warning 549)
int h() { int m; return m; }
