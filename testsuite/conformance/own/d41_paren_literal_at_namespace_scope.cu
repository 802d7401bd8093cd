// DESC: a stray parenthesized expression at namespace scope
__device__ int f(int x) { return x; }
( 1 );
int g() { return 2; }
