// DESC: [[gnu::device]] after the declarator-id
int f [[gnu::device]] (int x) { return x; }
__global__ void k(int *o) { o[0] = f(1); }
