// DESC: managed used in global variable initializer and static local
__managed__ int m = 7;
int *gp = &m;
int h() { static int s = m; return s + *gp; }
